import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  CloseButton,
  Group,
  Menu,
  Pill,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { actionMessages, aiToolboxMessages, FISSION_LIMITS } from '@portal/contracts';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { copyText, useQuickVideo } from './ai-calls';
import { InspirationDialog } from './InspirationDialog';
import { RiskNote } from './RiskNote';
import { splitFeatures } from './toolbox-rules';
import { toolbox, useToolbox } from './toolbox-store';
import { useFission, type FissionScript } from './use-fission';
import { useAiReadiness } from './AiUnavailableNotice';

const over = (text: string, max: number) => ([...text].length > max ? `最多${max}字` : undefined);

/** Script fission (脚本裂变, 001 §2, §4, §5): a reference script and a subject become new scripts. */
export function Fission() {
  const { defaultText } = useToolbox();
  const [referenceScript, setReference] = useState(defaultText);
  const [mainInfo, setMainInfo] = useState('');
  const [mainFeature, setMainFeature] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [extracting, setExtracting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const f = useFission();
  const quick = useQuickVideo();
  useEffect(() => toolbox.setDirty(f.scripts.length > 0 || f.generating), [f.scripts.length, f.generating]);

  const commitFeatures = () => {
    const added = splitFeatures(mainFeature);
    if (added.length) setTags((t) => [...t, ...added]);
    setMainFeature('');
  };
  const invalid = !!(
    over(referenceScript, FISSION_LIMITS.referenceScript) ||
    over(mainInfo, FISSION_LIMITS.mainInfo) ||
    over(mainFeature, FISSION_LIMITS.mainFeature)
  );
  const { modelReady } = useAiReadiness();
  const canGenerate =
    modelReady && referenceScript.trim() !== '' && mainInfo.trim() !== '' && !f.generating && !invalid;
  const form = () => ({
    referenceScript: referenceScript.trim(),
    mainInfo: mainInfo.trim(),
    mainFeatureList: [...tags, ...splitFeatures(mainFeature)],
  });
  const start = () => (f.scripts.length > 0 ? setConfirmClear(true) : void f.generate(form(), true));

  return (
    <SimpleGrid cols={2} spacing="lg">
      <Stack gap="sm">
        <Textarea
          label={
            <Group gap="xs" component="span" style={{ display: 'inline-flex' }}>
              参考脚本
              <Anchor component="button" type="button" size="xs" onClick={() => setExtracting(true)}>
                {aiToolboxMessages.extractCopy}
              </Anchor>
            </Group>
          }
          withAsterisk
          autosize
          minRows={6}
          maxRows={12}
          value={referenceScript}
          error={over(referenceScript, FISSION_LIMITS.referenceScript)}
          description={`${[...referenceScript].length}/${FISSION_LIMITS.referenceScript}`}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <TextInput
          label="主体信息"
          withAsterisk
          placeholder="例如：品牌、产品或门店名称"
          value={mainInfo}
          error={over(mainInfo, FISSION_LIMITS.mainInfo)}
          onChange={(e) => setMainInfo(e.currentTarget.value)}
        />
        <TextInput
          label="主体特点"
          placeholder="输入后按回车或分号添加"
          value={mainFeature}
          error={over(mainFeature, FISSION_LIMITS.mainFeature)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // 001 §4: a semicolon moves the text into the tag list (pasted text too).
            if (/[;；]/.test(value)) {
              const added = splitFeatures(value);
              if (added.length) setTags((t) => [...t, ...added]);
              setMainFeature('');
            } else setMainFeature(value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              commitFeatures();
            }
          }}
        />
        {tags.length > 0 && (
          <Pill.Group>
            {tags.map((t, i) => (
              <Pill
                key={`${t}-${i}`}
                withRemoveButton
                onRemove={() => setTags((list) => list.filter((_, j) => j !== i))}
              >
                {t}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Group>
          <Button onClick={start} disabled={!canGenerate} loading={f.generating}>
            生成脚本
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {aiToolboxMessages.fissionDisclaimer}
        </Text>
      </Stack>
      <ScrollArea.Autosize mah={520}>
        <Stack gap="sm">
          {f.scripts.length === 0 && !f.generating && (
            <Stack align="center" py="xl" gap={4}>
              <Text c="dimmed">{aiToolboxMessages.fissionEmpty}</Text>
              <Text size="xs" c="dimmed">
                填写左侧参考脚本和主体信息后点击生成
              </Text>
            </Stack>
          )}
          {f.scripts.map((script, i) => (
            <ScriptCard
              key={script.id}
              index={i + 1}
              script={script}
              last={i === f.scripts.length - 1}
              generating={f.generating}
              applying={quick.loading}
              onEdit={(editText) => f.update(script.id, { editText })}
              onConfirmEdit={() => void f.confirmEdit(script.id)}
              onMore={() => void f.generate(form(), false)}
              onQuick={() => void quick.create(script.text)}
              onSmart={() => toolbox.go('AIVideo', { defaultText: script.text })}
            />
          ))}
          {f.temp !== null && (
            <Card withBorder padding="sm">
              <Text fw={600} size="sm">
                {aiToolboxMessages.fissionScriptTitle(f.scripts.length + 1)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="fission-streaming">
                {f.temp}
                <span className="ai-cursor">▍</span>
              </Text>
            </Card>
          )}
        </Stack>
      </ScrollArea.Autosize>
      <InspirationDialog
        opened={extracting}
        onClose={() => setExtracting(false)}
        onDone={(text) => setReference([...text].slice(0, FISSION_LIMITS.referenceScript).join(''))}
      />
      <ConfirmDialog
        opened={confirmClear}
        title={aiToolboxMessages.confirmGenerateTitle}
        message={aiToolboxMessages.confirmGenerateBody}
        onClose={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          void f.generate(form(), true);
        }}
      />
    </SimpleGrid>
  );
}

interface CardProps {
  index: number;
  script: FissionScript;
  last: boolean;
  generating: boolean;
  applying: boolean;
  onEdit(text: string | null): void;
  onConfirmEdit(): void;
  onMore(): void;
  onQuick(): void;
  onSmart(): void;
}

function ScriptCard({
  index,
  script,
  last,
  generating,
  applying,
  onEdit,
  onConfirmEdit,
  onMore,
  onQuick,
  onSmart,
}: CardProps) {
  return (
    <Card withBorder padding="sm" data-testid="fission-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {aiToolboxMessages.fissionScriptTitle(index)}
          </Text>
          {script.editText !== null && <CloseButton aria-label="取消编辑" onClick={() => onEdit(null)} />}
        </Group>
        {script.editText !== null ? (
          <Textarea
            aria-label="编辑脚本"
            autosize
            minRows={4}
            value={script.editText}
            onChange={(e) => onEdit(e.currentTarget.value)}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {script.text}
          </Text>
        )}
        {script.editText === null && <RiskNote check={script.check} />}
        <Group gap="xs">
          {script.editText !== null ? (
            <Button size="xs" onClick={onConfirmEdit}>
              {actionMessages.confirm}
            </Button>
          ) : (
            <>
              <Button size="xs" variant="default" onClick={() => onEdit(script.text)}>
                {actionMessages.edit}
              </Button>
              <Button size="xs" variant="default" onClick={() => void copyText(script.text)}>
                {actionMessages.copy}
              </Button>
              <Menu position="bottom-start" zIndex={400}>
                <Menu.Target>
                  <Button size="xs" loading={applying}>
                    {actionMessages.apply}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={onQuick}>生成快速视频</Menu.Item>
                  <Menu.Item onClick={onSmart}>{aiToolboxMessages.smartVideoEntry}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              {last && !generating && (
                <Button size="xs" variant="light" onClick={onMore}>
                  {aiToolboxMessages.generateMore}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
