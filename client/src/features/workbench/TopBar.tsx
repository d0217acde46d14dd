import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { checkProjectName } from '../premium/rename-rules';
import type { SaveState } from './use-persistence';

interface Props {
  title: string;
  onRename(title: string): void;
  saveState: SaveState;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onGenerate(): void;
  generating: boolean;
}

const SAVE_COLORS: Record<SaveState, string> = { 未保存: 'orange', 保存中: 'blue', 已保存: 'green' };

/** The workbench's own top bar (001 §2: no shell header): title, save state, history and actions. */
export function TopBar(props: Props) {
  const [editing, setEditing] = useState<string | null>(null);

  // 001 §5: an empty name is refused and nothing changes; the name is sent with the next save.
  const commitRename = () => {
    if (editing === null) return;
    const check = checkProjectName(editing);
    if (!check.ok) toast.error(check.message);
    else props.onRename(check.name);
    setEditing(null);
  };

  // On a phone 返回 is an icon, the save state a dot and undo/redo sit with the canvas tools
  // (WorkbenchEditor), so the title keeps room beside 保存 and 生成视频.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <Group
      component="header"
      justify="space-between"
      gap="xs"
      px={phone ? 'xs' : 'md'}
      h={56}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {phone ? (
          <ActionIcon component={Link} to="/home/premium" variant="subtle" size="md" aria-label="返回">
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button component={Link} to="/home/premium" variant="subtle" size="compact-sm">
            返回
          </Button>
        )}
        {editing === null ? (
          <UnstyledButton
            onClick={() => setEditing(props.title)}
            aria-label={`重命名 ${props.title}`}
            style={{ minWidth: 0 }}
          >
            <Title order={1} size="h5" lineClamp={1}>
              {props.title}
            </Title>
          </UnstyledButton>
        ) : (
          <TextInput
            aria-label="项目名称"
            size="xs"
            value={editing}
            maxLength={PROJECT_TITLE_MAX_LENGTH}
            autoFocus
            onChange={(e) => setEditing(e.currentTarget.value)}
            onBlur={commitRename}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitRename();
              if (e.key === 'Escape') setEditing(null);
            }}
          />
        )}
        <Badge
          variant={phone ? 'dot' : 'light'}
          color={SAVE_COLORS[props.saveState]}
          role="status"
          aria-label={`保存状态 ${props.saveState}`}
          title={props.saveState}
          style={{ flexShrink: 0 }}
          px={phone ? 4 : undefined}
        >
          {phone ? '' : props.saveState}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!phone && (
          <>
            <Button variant="default" size="xs" onClick={props.onUndo} disabled={!props.canUndo} title="Ctrl+Z">
              撤销
            </Button>
            <Button variant="default" size="xs" onClick={props.onRedo} disabled={!props.canRedo} title="Ctrl+Shift+Z">
              重做
            </Button>
          </>
        )}
        <Button variant="light" size="xs" onClick={props.onSave} disabled={props.saveState === '保存中'}>
          保存
        </Button>
        <Button size="xs" onClick={props.onGenerate} loading={props.generating}>
          生成视频
        </Button>
      </Group>
    </Group>
  );
}
