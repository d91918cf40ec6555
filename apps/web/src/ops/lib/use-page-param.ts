import { useSearchParams } from "react-router";

/** A list's page (0-based) lives in the address (`?page=2`), so a reload or a shared link shows the same page. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("page") ?? "0");
  const page = Number.isInteger(raw) && raw >= 0 ? raw : 0;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 0) updated.delete("page");
        else updated.set("page", String(next));
        return updated;
      },
      { preventScrollReset: false },
    );
  return [page, setPage];
}
