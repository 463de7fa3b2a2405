import { SearchIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Input } from '../../../components/ui/input';

type ListSearchProps = {
  /** The list's top, which the pager brings into view (lib/use-admin-list-page.ts). */
  top: RefObject<HTMLDivElement | null>;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
};

/** The search box over an admin's paged list; the server searches (contract/admin.ts AdminListQuerySchema). */
export function ListSearch({ top, label, placeholder, value, onChange }: ListSearchProps) {
  return (
    <div ref={top} className="relative max-w-md scroll-mt-24">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
