import { Group, SegmentedControl, TextInput, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

export interface DayRange {
  startDate: string;
  endDate: string;
}

const VIEWS = [
  { value: 'DataAnalyse', label: '视频数据' },
  { value: 'DocDataAnalyse', label: '文档数据' },
];

/**
 * The head of both 数据分析 views (000 §2: the entry stays active on DocDataAnalyse): the title, a
 * switch between the video and the document view, and the date range.
 */
export function AnalyseHeader({ range, onRange }: { range: DayRange; onRange: (r: DayRange) => void }) {
  const navigate = useNavigate();
  const view = useLocation().pathname.includes('DocDataAnalyse') ? 'DocDataAnalyse' : 'DataAnalyse';
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="center" gap="lg">
        <Title order={1} size="h3">
          数据分析
        </Title>
        <SegmentedControl
          aria-label="分析内容"
          value={view}
          data={VIEWS}
          onChange={(v) => void navigate(`/home/manageCenter/${v}`)}
        />
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label="开始日期"
          size="xs"
          value={range.startDate}
          max={range.endDate}
          onChange={(e) => e.currentTarget.value && onRange({ ...range, startDate: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="结束日期"
          size="xs"
          value={range.endDate}
          min={range.startDate}
          onChange={(e) => e.currentTarget.value && onRange({ ...range, endDate: e.currentTarget.value })}
        />
      </Group>
    </Group>
  );
}
