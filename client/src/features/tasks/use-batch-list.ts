import { useEffect, useState } from 'react';
import { prunedSelection } from './task-selection';

/**
 * The state every task list with batch deletion shares (001 §2–§4 for videos, §9 for the AI
 * toolbox): filters, page, batch mode and the checked ids. A filter change starts again from page 1
 * and clears the checks; cancelling batch mode clears them too.
 */
export function useBatchList<F>(initialFilters: F) {
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [pageIndex, setPageIndex] = useState(1);
  const [batchMode, setBatchMode] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  return {
    filters,
    setFilters: (patch: Partial<F>) => {
      setFiltersState((f) => ({ ...f, ...patch }));
      setPageIndex(1);
      setChecked(new Set());
    },
    pageIndex,
    setPageIndex,
    batchMode,
    enterBatch: () => setBatchMode(true),
    cancelBatch: () => {
      setBatchMode(false);
      setChecked(new Set());
    },
    checked,
    setChecked,
  };
}

/**
 * Once a page's rows arrive (`selectableIds` is null until then): checks that no longer point at a
 * selectable row go (a task started running or left the page), and a page past the end, after its
 * last rows were deleted, moves to the new last page.
 */
export function useListFollowsPage(
  list: Pick<ReturnType<typeof useBatchList>, 'setChecked' | 'setPageIndex' | 'pageIndex'>,
  selectableIds: readonly string[] | null,
  total: number,
  pageSize: number,
) {
  const { setChecked, setPageIndex, pageIndex } = list;
  useEffect(() => {
    if (selectableIds) setChecked((c) => prunedSelection(c, selectableIds));
  }, [selectableIds, setChecked]);
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (selectableIds && pageIndex > lastPage) setPageIndex(lastPage);
  }, [selectableIds, total, pageSize, pageIndex, setPageIndex]);
}
