import { useEffect, useState } from "react";

/**
 * Whether an element has come near the visible part of the page (within `margin`), once
 * and for good: what it shows can then start loading just before the user scrolls to it.
 * A browser without IntersectionObserver gets it at once.
 */
export function useNearViewport<T extends Element>(margin = "100px") {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return { ref: setElement, near };
}
