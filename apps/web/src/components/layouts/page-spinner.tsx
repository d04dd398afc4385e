import { Spinner } from '@/components/ui/spinner.tsx';

export function PageSpinner() {
  return (
    <div className="flex min-h-40 items-center justify-center p-8">
      <Spinner />
    </div>
  );
}
