import { NextResponse } from 'next/server';

/**
 * The handlers of the methods a route does not take. Next's own answer to them is an empty 405
 * that names no method; these answer like every other refusal, `{ errorMessage }` in JSON, with
 * the Allow header. OPTIONS is written out too: Next's own would list these refusals as allowed.
 */
function otherMethods(accepted: 'GET' | 'POST', allow: string) {
  const refuse = () =>
    NextResponse.json(
      { errorMessage: `This address takes ${accepted} requests only.` },
      { status: 405, headers: { allow } },
    );
  const options = () => new Response(null, { status: 204, headers: { allow } });
  return { refuse, options };
}

const post = otherMethods('POST', 'OPTIONS, POST');
const get = otherMethods('GET', 'GET, HEAD, OPTIONS');

/** For a handler that takes POST alone. */
export const POST_ONLY = {
  GET: post.refuse,
  PUT: post.refuse,
  PATCH: post.refuse,
  DELETE: post.refuse,
  OPTIONS: post.options,
};

/** For a handler that takes GET (and with it HEAD) alone. */
export const GET_ONLY = {
  POST: get.refuse,
  PUT: get.refuse,
  PATCH: get.refuse,
  DELETE: get.refuse,
  OPTIONS: get.options,
};
