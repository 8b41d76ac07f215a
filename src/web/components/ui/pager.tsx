import { Button } from "./button";

/** Previous / "Página n de m" / next; nothing when everything fits on one page. */
export function Pager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number, pages: number) => string };
}) {
  if (props.pages <= 1) return null;
  return (
    <nav
      className="flex items-center gap-3 text-sm text-slate-600"
      aria-label={props.labels.page(props.page, props.pages)}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {props.labels.previous}
      </Button>
      <span>{props.labels.page(props.page, props.pages)}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {props.labels.next}
      </Button>
    </nav>
  );
}
