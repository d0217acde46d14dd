import { useState } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX } from '@portal/contracts/calls/applet/card-schemas';
import { trpc } from '../../lib/trpc';
import { type CardLink, failureText } from './card-link';
import { leadErrors } from './card-rules';
import classes from './applet.module.css';

/** Leave contact details (business/event/recommend/send): a lead the company sees under 名片线索. */
export function LeadForm({ link, visitorId }: { link: CardLink; visitorId: string | null }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState<{ name?: string; phone?: string }>({});
  const send = trpc.applet.recommendSend.useMutation({ trpc: { context: { silent: true } } });

  const submit = () => {
    const errors = leadErrors(name, phone);
    setShown(errors);
    if (errors.name || errors.phone || !visitorId) return;
    send.mutate({
      ...link,
      visitorId,
      name: name.trim(),
      phone: phone.trim(),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
  };

  return (
    <section className={classes.section} aria-labelledby="lead-title">
      <div className={classes.sectionTitle} id="lead-title">
        留下联系方式
      </div>
      {send.isSuccess ? (
        <Text c="teal.7" role="status">
          提交成功，我们会尽快与您联系。
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="称呼"
              placeholder="您的称呼"
              maxLength={LEAD_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={shown.name}
            />
            <TextInput
              label="手机号码"
              placeholder="便于我们联系您"
              type="tel"
              inputMode="tel"
              maxLength={20}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={shown.phone}
            />
            <Textarea
              label="留言"
              placeholder="想咨询的内容（选填）"
              maxLength={LEAD_MESSAGE_MAX}
              autosize
              minRows={2}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            {send.isError && (
              <Text c="red.7" size="sm" role="alert">
                {failureText(send.error, '提交失败，请稍后重试')}
              </Text>
            )}
            <Button type="submit" loading={send.isPending} disabled={!visitorId}>
              提交
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
