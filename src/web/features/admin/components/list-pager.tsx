import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type ListPagerProps = {
  /** The navigation's name, e.g. "Games pages". */
  label: string;
  /** The page shown, counted from 0. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
};

/** Previous and Next around "Page X of Y" under an admin's paged list; hidden when everything fits on one page. */
export function ListPager({ label, page, pageCount, onPage }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page + 1} of {pageCount}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
