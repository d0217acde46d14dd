import { useState } from 'react';
import {
  Alert,
  Button,
  Grid,
  List,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconMicrophone2, IconUserScan, IconWand } from '@tabler/icons-react';
import { CUSTOM_MADE_KINDS } from '@portal/contracts/calls/content/content-schemas';
import { parsePhone } from '@portal/contracts/entities/phone';
import { trpc } from '../../lib/trpc';
import { PhotoAvatarStart } from '../photo-avatar/PhotoAvatarStart';
import { CUSTOM_MADE_KIND_LABELS } from './custom-made-kinds';

type Kind = (typeof CUSTOM_MADE_KINDS)[number];

const STEPS = [
  { icon: IconUserScan, title: '拍摄素材', text: '按拍摄指引录制 3–5 分钟正面视频，或提供 3D 建模照片' },
  { icon: IconWand, title: '训练形象', text: '专属形象与口型驱动模型训练，通常 5–7 个工作日' },
  { icon: IconMicrophone2, title: '声音复刻', text: '可选：录制 30 分钟朗读音频，复刻专属声音' },
];

/**
 * /home/customMade: a photo avatar made at once from one portrait, and a request for a custom digital
 * human (filmed, trained), which reaches the operator as a lead.
 */
export function CustomMadePage() {
  const [form, setForm] = useState({ name: '', phone: '', companyName: '', kind: '2d' as Kind, scenario: '' });
  const [touched, setTouched] = useState(false);
  const submit = trpc.content.customMadeSubmit.useMutation();
  const phoneOk = parsePhone(form.phone) !== null;
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  if (submit.isSuccess)
    return (
      <Paper withBorder p="xl" radius="md" maw={560} mx="auto" mt="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="teal">
            <IconCheck />
          </ThemeIcon>
          <Title order={3}>已提交，我们会尽快与您联系</Title>
          <Text c="dimmed" size="sm" ta="center">
            顾问会在 1 个工作日内致电 {form.phone}，与您确认形象、声音和使用场景。
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Grid p="lg">
      <Grid.Col span={12}>
        <PhotoAvatarStart />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Title order={2}>定制专属数字人</Title>
          <Text c="dimmed">以您或员工的形象与声音定制数字人，用于播报视频、数字名片和展厅一体机。</Text>
          <List spacing="md" center>
            {STEPS.map((s) => (
              <List.Item
                key={s.title}
                icon={
                  <ThemeIcon variant="light" size={36} radius="md">
                    <s.icon size={20} />
                  </ThemeIcon>
                }
              >
                <Text fw={600} size="sm">
                  {s.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper
          withBorder
          radius="md"
          p="lg"
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (form.name.trim() && phoneOk) submit.mutate(form);
          }}
        >
          <Stack>
            <SegmentedControl
              value={form.kind}
              onChange={(v) => set('kind')(v)}
              data={CUSTOM_MADE_KINDS.map((k) => ({ value: k, label: CUSTOM_MADE_KIND_LABELS[k] }))}
              aria-label="定制类型"
            />
            <TextInput
              label="联系人"
              required
              maxLength={30}
              value={form.name}
              error={touched && !form.name.trim() ? '请填写联系人' : undefined}
              onChange={(e) => set('name')(e.currentTarget.value)}
            />
            <TextInput
              label="手机号"
              required
              inputMode="tel"
              value={form.phone}
              error={touched && !phoneOk ? '请输入正确的手机号码' : undefined}
              onChange={(e) => set('phone')(e.currentTarget.value)}
            />
            <TextInput
              label="企业名称"
              maxLength={60}
              value={form.companyName}
              onChange={(e) => set('companyName')(e.currentTarget.value)}
            />
            <Textarea
              label="需求描述"
              placeholder="例如：用于展厅接待的 3D 数字人，需要粤语"
              autosize
              minRows={3}
              maxLength={500}
              value={form.scenario}
              onChange={(e) => set('scenario')(e.currentTarget.value)}
            />
            {submit.error && <Alert color="red">{submit.error.message}</Alert>}
            <Text size="xs" c="dimmed">
              手机号仅用于顾问联系您，加密保存。
            </Text>
            <Button type="submit" loading={submit.isPending}>
              提交需求
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
