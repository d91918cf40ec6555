import { Box } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { visuallyHidden } from "./visually-hidden";

export type Politeness = "polite" | "assertive";
type Announce = (message: string, politeness?: Politeness) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** How long an announcement waits for a closing dialog to give the page back to screen readers. */
const HIDDEN_WAIT_MS = 1500;

/**
 * The portal's two live regions, always in the page so screen readers already watch them:
 * a polite status for what went well (paid, refunded, withdrawn) and an assertive one for
 * failures. A money action ends as its dialog closes, while the dialog still hides the page
 * (aria-hidden) from screen readers: the words wait for that to end, else nobody hears them.
 */
export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState<Record<Politeness, string>>({ polite: "", assertive: "" });
  const regions = useRef<HTMLDivElement>(null);
  const timers = useRef<Record<Politeness, number | undefined>>({ polite: undefined, assertive: undefined });

  const announce = useCallback<Announce>((message, politeness = "polite") => {
    // Emptied first: the same words twice (two refunds of one amount) are still news.
    setSaid((last) => ({ ...last, [politeness]: "" }));
    window.clearTimeout(timers.current[politeness]);
    const started = Date.now();
    const say = () => {
      const hidden = regions.current?.closest("[aria-hidden='true']");
      if (hidden && Date.now() - started < HIDDEN_WAIT_MS) {
        timers.current[politeness] = window.setTimeout(say, 50);
        return;
      }
      setSaid((last) => ({ ...last, [politeness]: message }));
    };
    timers.current[politeness] = window.setTimeout(say, 50);
  }, []);

  // Words still waiting when the portal goes away (a test's end, a full reload) are dropped.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.polite);
      window.clearTimeout(pending.assertive);
    };
  }, []);

  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <div ref={regions}>
        {/* No role (status, alert): the screens' own statuses and alerts stay the only ones found by role. */}
        <Box aria-live="polite" aria-atomic="true" data-live-region="polite" sx={visuallyHidden}>
          {said.polite}
        </Box>
        <Box aria-live="assertive" aria-atomic="true" data-live-region="assertive" sx={visuallyHidden}>
          {said.assertive}
        </Box>
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says something to screen-reader users through the portal's live regions (polite unless told). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
