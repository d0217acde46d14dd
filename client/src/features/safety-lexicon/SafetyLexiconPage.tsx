import stackedTable from '../../components/StackedTable.module.css';
import { useState } from 'react';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AddWordForm } from './AddWordForm';
import { download, importContent } from './files';
import { addSummary, CATEGORY_LABELS, KIND_LABELS, LEVEL_LABELS, options, type LexiconCategory } from './labels';

const PAGE_SIZE = 20;

/**
 * The company's own lexicon in the management center: words found by every check (敏感词) and
 * phrases let through (放行词); add, delete, search, import and export as text or xlsx.
 */
export function SafetyLexiconPage() {
  const [kind, setKind] = useState<'block' | 'allow'>('block');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const utils = trpc.useUtils();
  const list = trpc.safety.listLexiconWords.useQuery({
    kind,
    keyword: debounced || undefined,
    pageIndex,
    pageSize: PAGE_SIZE,
  });
  const changed = () => {
    setSelected([]);
    void utils.safety.listLexiconWords.invalidate();
  };
  const remove = trpc.safety.deleteLexiconWords.useMutation({
    onSuccess: (r) => {
      toast.success(`已删除${r.deleted}个`);
      changed();
    },
  });
  const importWords = trpc.safety.importLexiconWords.useMutation({
    onSuccess: (r) => {
      toast.success(addSummary(r));
      changed();
    },
  });
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'txt' | 'xlsx') => {
    setExporting(true);
    try {
      download(await utils.client.safety.exportLexiconWords.query({ format, kind }));
    } finally {
      setExporting(false);
    }
  };
  const onFile = async (file: File | null) => file && importWords.mutate({ ...(await importContent(file)), kind });

  const rows = list.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        敏感词库
      </Title>
      {list.data && (
        <Text size="sm" c="dimmed">
          平台内置词库共 {list.data.platform.words}{' '}
          个词，对所有企业生效；此处维护本企业的敏感词与放行词，保存后新的检测立即生效。
        </Text>
      )}
      <SegmentedControl
        w={220}
        data={options(KIND_LABELS)}
        value={kind}
        onChange={(v) => {
          setKind(v as typeof kind);
          setPageIndex(1);
          setSelected([]);
        }}
      />
      <AddWordForm kind={kind} onChanged={changed} />
      <Group gap="xs">
        <TextInput
          placeholder="搜索词语"
          aria-label="搜索词语"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPageIndex(1);
          }}
          w={220}
        />
        <FileButton
          onChange={(f) => void onFile(f)}
          accept=".txt,.xlsx,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button variant="default" loading={importWords.isPending} {...props}>
              导入
            </Button>
          )}
        </FileButton>
        <Button variant="default" loading={exporting} onClick={() => void exportAs('txt')}>
          导出 TXT
        </Button>
        <Button variant="default" loading={exporting} onClick={() => void exportAs('xlsx')}>
          导出 XLSX
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={selected.length === 0}
          loading={remove.isPending}
          onClick={() => remove.mutate({ ids: selected })}
        >
          删除所选{selected.length ? `（${selected.length}）` : ''}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        导入文件：TXT 每行一个词（或以 Tab 分隔：词语、级别、分类、类型），XLSX 第一张表的前四列同上。
      </Text>
      <Table className={stackedTable.stacked} striped withTableBorder aria-label={KIND_LABELS[kind]}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>词语</Table.Th>
            {kind === 'block' && <Table.Th>级别</Table.Th>}
            {kind === 'block' && <Table.Th>分类</Table.Th>}
            <Table.Th>添加时间</Table.Th>
            <Table.Th w={80}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td data-label="词语">
                <Checkbox
                  aria-label={`选择 ${w.word}`}
                  checked={selected.includes(w.id)}
                  onChange={() => toggle(w.id)}
                />
              </Table.Td>
              <Table.Td data-label="级别">{w.word}</Table.Td>
              {kind === 'block' && <Table.Td data-label="分类">{LEVEL_LABELS[w.level]}</Table.Td>}
              {kind === 'block' && (
                <Table.Td data-label="添加时间">
                  {CATEGORY_LABELS[w.category as LexiconCategory] ?? w.category}
                </Table.Td>
              )}
              <Table.Td>{new Date(w.createdAt).toLocaleString('zh-CN')}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate({ ids: [w.id] })}>
                  删除
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td data-label="词语" colSpan={6}>
                <Text size="sm" c="dimmed" ta="center">
                  {list.isLoading ? '加载中…' : '暂无词语'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}
    </Stack>
  );
}
