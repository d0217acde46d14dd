import { useState } from 'react';
import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { TASK_STATUS_OPTIONS } from './task-types';
import type { TaskListState } from './use-task-list';

/** Header of the task list (001 §2): batch mode, date range, status and keyword (searches on Enter). */
export function TaskListHeader({ state, onDeleteChecked }: { state: TaskListState; onDeleteChecked: () => void }) {
  const [keyword, setKeyword] = useState(state.filters.keyword);
  const { filters, setFilters } = state;

  if (state.batchMode) {
    return (
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          label="全选"
          checked={state.allState === 'all'}
          indeterminate={state.allState === 'some'}
          onChange={state.toggleAll}
        />
        <Group gap="xs">
          <Button variant="default" onClick={state.cancelBatch}>
            取消
          </Button>
          <Button color="red" disabled={state.checked.size === 0} onClick={onDeleteChecked}>
            删除{state.checked.size > 0 ? `（${state.checked.size}）` : ''}
          </Button>
        </Group>
      </Group>
    );
  }

  return (
    <Group wrap="wrap" gap="sm" align="flex-end">
      <TextInput
        type="date"
        label="开始日期"
        value={filters.startDate}
        max={filters.endDate || undefined}
        onChange={(e) => setFilters({ startDate: e.currentTarget.value })}
        w={150}
      />
      <TextInput
        type="date"
        label="结束日期"
        value={filters.endDate}
        min={filters.startDate || undefined}
        onChange={(e) => setFilters({ endDate: e.currentTarget.value })}
        w={150}
      />
      <Select
        label="状态"
        data={TASK_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={filters.status}
        allowDeselect={false}
        onChange={(value) => value && setFilters({ status: value as typeof filters.status })}
        w={120}
      />
      <TextInput
        label="搜索任务"
        placeholder="输入关键词，回车搜索"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setFilters({ keyword: keyword.trim() });
        }}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Button variant="light" onClick={state.enterBatch}>
        批量管理
      </Button>
    </Group>
  );
}
