import { pageWindow } from '#lib/paging.ts';
import './pagination.css';

export { PAGE_LINKS, pageStatus, pageWindow } from '#lib/paging.ts';

type PaginationProps = {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The server's `status_text` when it sends one, else `pageStatus(...)`. */
  status?: string;
  disabled?: boolean;
};

/**
 * Previous, at most 3 numbered pages, Next, and the status text.
 *
 * @example <Pagination page={p} lastPage={last} onPage={goTo} status={pageStatus(p, 10, total)} />
 */
export function Pagination({ page, lastPage, onPage, status, disabled = false }: PaginationProps) {
  const last = Math.max(1, lastPage);
  return (
    <div className="pagination">
      {status ? <p className="pagination__status">{status}</p> : <span />}
      <nav className="pagination__pages" aria-label="Pages">
        <button
          type="button"
          className="pagination__link"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        {pageWindow(page, last).map((n) => (
          <button
            key={n}
            type="button"
            className="pagination__link pagination__link--number"
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            disabled={disabled}
            onClick={() => n !== page && onPage(n)}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className="pagination__link"
          disabled={disabled || page >= last}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
