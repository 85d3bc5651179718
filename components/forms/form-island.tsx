'use client';

import {
  Activity,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { FormUnavailable } from '@/components/ui/code-unavailable';
import { loadWithRetries } from '@/components/ui/load-with-retries';
import { useStartedAt } from './bot-trap-fields';
import { FormIslandContext, type FormIsland } from './form-island-context';
import {
  FORM_READY,
  FORM_UNAVAILABLE,
  HELD_NOTICE,
  SUBMIT_HELD,
  SUBMIT_HELD_EVENT,
  type IslandElement,
} from './held-submit';

/** What a visitor does inside a form just before using it. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/** The values already in the form's server-rendered controls, for the fields named. */
function typedValuesIn(container: HTMLElement | null, fieldNames: readonly string[]) {
  const values: Record<string, unknown> = {};
  const form = container?.querySelector('form');
  if (!form) return values;
  for (const name of fieldNames) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'file') {
      if (control.files?.[0]) values[name] = control.files[0];
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      if (control.value) values[name] = control.value;
    }
  }
  return values;
}

/**
 * Shown below a form whose code could not be loaded. A component of its own, so that showing it
 * re-renders nothing else: an update reaching the still-dehydrated form would replace its server
 * markup, and with it what was typed.
 */
function UnavailableNotice({
  unavailable,
  container,
}: {
  unavailable: Promise<void>;
  container: RefObject<IslandElement | null>;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void unavailable.then(() => {
      if (!mounted) return;
      const element = container.current;
      if (element) {
        // The held submit's notice promised to send it later, which can no longer happen.
        element[FORM_UNAVAILABLE] = true;
        const notice = element.querySelector<HTMLElement>(`[${HELD_NOTICE}]`);
        if (notice) notice.hidden = true;
      }
      setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [unavailable, container]);
  return shown ? <FormUnavailable /> : null;
}

function OnHydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A form whose fields are rendered on the server but whose code (react-hook-form, zod, the post)
 * loads only when the visitor reaches into it (a focus, a tap, a key) or submits it, so it is
 * neither part of the page's first-load JavaScript nor work the phone does while the page loads
 * (loaded as soon as it came near the viewport, it added about 150 ms of Lighthouse blocking time
 * to /contact-us). Its controls are native ones, which work before their code arrives, and its
 * messages show only once it is sent. Until then React leaves the server's markup in place (an
 * Activity boundary stays dehydrated while its content suspends; a Suspense boundary would do the
 * same but React streams a late one out of place, hidden until a script moves it) and the browser
 * keeps whatever is typed into it; a submit made before the code arrives, even before the page
 * has hydrated, is held and sent once the form is ready. Rendered in the browser (after a
 * navigation), the form loads at once.
 */
export function formIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** The form itself, given on the server only: it renders in place, within the page's HTML. */
  serverForm: ComponentType<Props> | undefined,
) {
  let want = () => {};
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  let giveUp = () => {};
  const unavailable = new Promise<void>((resolve) => {
    giveUp = resolve;
  });
  const Form =
    serverForm ??
    lazy(async () => {
      await wanted;
      try {
        return { default: await loadWithRetries(load) };
      } catch {
        // Suspended for good rather than thrown: the page's error screen would take the form and
        // what was typed into it. The server's markup stays, and UnavailableNotice says why.
        giveUp();
        return new Promise<never>(() => {});
      }
    });

  function Island(props: Props) {
    const islandId = useId();
    const container = useRef<HTMLDivElement & IslandElement>(null);
    // Read once, while hydrating: a re-render before the form hydrates would drop its server
    // markup.
    const [serverRendered] = useState(
      () =>
        typeof document !== 'undefined' &&
        document.querySelector(`[data-form-island="${CSS.escape(islandId)}"] form`) !== null,
    );
    if (!serverRendered) want();
    const startedAt = useStartedAt(serverRendered);
    const [island] = useState<FormIsland>(() => ({
      startedAt,
      typedValues: (fieldNames) => typedValuesIn(container.current, fieldNames),
    }));
    const [onHydrated] = useState(() => () => {
      const element = container.current;
      if (!element) return;
      element[FORM_READY] = true;
      const notice = element.querySelector<HTMLElement>(`[${HELD_NOTICE}]`);
      if (notice) notice.hidden = true;
      if (!element[SUBMIT_HELD]) return;
      element[SUBMIT_HELD] = false;
      const form = element.querySelector('form');
      queueMicrotask(() => form?.requestSubmit());
    });

    useEffect(() => {
      const element = container.current;
      if (!element || !serverRendered) return;
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      // Capturing on window: React stops these events at its root while the form is dehydrated.
      const onIntent = (event: Event) => {
        if (inside(event)) want();
      };
      // A submit is held by the page's inline script (held-submit.ts), even one made before now;
      // a visitor may also be in a field already, having reached it before the page hydrated.
      if (element[SUBMIT_HELD] || element.contains(document.activeElement)) want();
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
      element.addEventListener(SUBMIT_HELD_EVENT, want);
      return () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
        element.removeEventListener(SUBMIT_HELD_EVENT, want);
      };
    }, [serverRendered]);

    return (
      <div ref={container} data-form-island={islandId}>
        <FormIslandContext value={island}>
          <Activity mode="visible">
            <Form {...props} />
            <OnHydrated onHydrated={onHydrated} />
          </Activity>
          <UnavailableNotice unavailable={unavailable} container={container} />
        </FormIslandContext>
      </div>
    );
  }
  return Island;
}
