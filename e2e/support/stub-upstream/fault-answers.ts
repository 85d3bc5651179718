// How a request meets the fault the stub was told to inject (faults.ts says which, and for which
// requests): refused, answered with an error or broken JSON, or answered late.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Fault } from './faults';
import type { SendJson } from './respond';

/** Answers held back by a `slow` fault, each cancelled when its client goes away or the stub stops. */
export class SlowAnswers {
  private readonly pending = new Set<() => void>();

  /** Waits `ms` unless the client goes away first; true when the answer is still wanted. */
  wait(response: ServerResponse, ms: number): Promise<boolean> {
    return new Promise((resolveDelay) => {
      const finish = (wanted: boolean) => {
        clearTimeout(timer);
        this.pending.delete(cancel);
        response.off('close', cancel);
        resolveDelay(wanted);
      };
      const cancel = () => finish(false);
      const timer = setTimeout(() => finish(true), ms);
      this.pending.add(cancel);
      response.once('close', cancel);
    });
  }

  cancelAll(): void {
    for (const cancel of [...this.pending]) cancel();
  }
}

/**
 * Applies `fault` to a request; true when that settled it (answered, refused, or its client gone),
 * false when the request is to be answered as usual (after a `slow` fault's wait).
 */
export async function answerWithFault(
  fault: Fault,
  request: IncomingMessage,
  response: ServerResponse,
  { send, slowAnswers }: { send: SendJson; slowAnswers: SlowAnswers },
): Promise<boolean> {
  switch (fault.kind) {
    case 'refuse':
      request.socket.destroy();
      return true;
    case '500':
      if (fault.message === null) {
        response.writeHead(500, { 'content-length': 0 });
        response.end();
      } else {
        send(response, 500, { errorMessage: fault.message ?? 'Upstream exploded' });
      }
      return true;
    case 'malformed': {
      const payload = '{"products": [';
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(payload),
      });
      response.end(payload);
      return true;
    }
    case 'slow':
      if (!(await slowAnswers.wait(response, fault.ms ?? 0))) return true;
      return response.destroyed || response.writableEnded;
  }
}
