import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

type PaginationProps = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        {first}–{last} sur {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden />
          Précédente
        </Button>
        <span aria-current="page">
          Page {page} / {pageCount}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          Suivante
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
