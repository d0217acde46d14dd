import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { knowledgeMessages } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { FaqSafetyNotice } from './FaqSafetyNotice';
import { FaqImportError, faqDownloadUrl, rowErrorText, uploadFaqWorkbook, type RowError } from './faq-xlsx';

/** 导入 (an xlsx posted to /talk/faq/v2/upload, all or nothing) and 导出 (the v2/download link). */
export function FaqImportExport({ projectId, onImported }: { projectId: string; onImported(): void }) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ message: string; errors: RowError[]; errorCount: number } | null>(null);
  /** An import that went in whole but holds words the conversation check blocks. */
  const [warned, setWarned] = useState<{ imported: number; messages: string[]; total: number } | null>(null);
  const reset = useRef<() => void>(null);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setRefused(null);
    setWarned(null);
    try {
      const { imported, warnings, warningCount } = await uploadFaqWorkbook(projectId, file);
      toast.success(`成功导入${imported}条问答`);
      if (warnings?.length)
        setWarned({ imported, messages: warnings.map((w) => w.message), total: warningCount ?? warnings.length });
      onImported();
    } catch (e) {
      if (e instanceof FaqImportError) setRefused({ message: e.message, errors: e.errors, errorCount: e.errorCount });
      else setRefused({ message: '导入失败，请检查网络后重试', errors: [], errorCount: 0 });
    } finally {
      setBusy(false);
      // The same file, fixed and chosen again, must fire a change.
      reset.current?.();
    }
  };

  return (
    <>
      <Group gap="xs">
        <FileButton
          resetRef={reset}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(f) => void importFile(f)}
          inputProps={{ 'aria-label': '导入问答文件' }}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={busy}>
              导入
            </Button>
          )}
        </FileButton>
        <Button component="a" href={faqDownloadUrl(projectId)} download size="xs" variant="default">
          导出
        </Button>
      </Group>
      {warned && (
        <FaqSafetyNotice
          title={knowledgeMessages.faqWarningImportedTitle(warned.imported, warned.total)}
          messages={warned.messages}
          total={warned.total}
          onClose={() => setWarned(null)}
        />
      )}
      {refused && (
        <Alert
          color="red"
          title="导入失败，未导入任何问答"
          withCloseButton
          onClose={() => setRefused(null)}
          role="alert"
        >
          {refused.errors.length === 0 ? (
            <Text size="sm">{refused.message}</Text>
          ) : (
            <>
              <List size="sm" spacing={2} aria-label="错误行">
                {refused.errors.map((e, i) => (
                  <List.Item key={i}>{rowErrorText(e)}</List.Item>
                ))}
              </List>
              {refused.errorCount > refused.errors.length && (
                <Text size="sm" mt={4}>
                  共{refused.errorCount}处错误，仅显示前{refused.errors.length}处
                </Text>
              )}
            </>
          )}
        </Alert>
      )}
    </>
  );
}
