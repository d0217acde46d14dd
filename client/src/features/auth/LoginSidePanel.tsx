import { useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '../../lib/trpc';
import { loginPictureOf } from './login-picture';
import classes from './LoginSidePanel.module.css';

type CustomizeText = RouterOutputs['branding']['getConfigText']['customizeText'];

/**
 * The login card's left half: the platform's name and what it does, on the brand's login picture
 * when it has one (a banner above the form on a phone), else on the brand blue.
 */
export function LoginSidePanel({ brand, children }: { brand: CustomizeText | undefined; children?: ReactNode }) {
  const picture = loginPictureOf(brand);
  // A picture that cannot load (a link the browser blocks) leaves the plain panel, never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = picture && failed !== picture ? picture : null;
  return (
    <Stack
      p={40}
      gap="md"
      justify={shown ? 'flex-end' : 'center'}
      bg="blue.8"
      c="white"
      className={`${classes.panel} ${shown ? classes.withPicture : ''}`}
    >
      {shown && (
        <>
          <img src={shown} alt="" className={classes.picture} onError={() => setFailed(shown)} />
          <div className={classes.shade} />
        </>
      )}
      <Stack gap="md" className={classes.content}>
        {/* On a picture the title is white: the brand's colour is chosen for the white header. */}
        <Title order={1} c={shown ? 'white' : brand?.webNameColor || 'white'}>
          {brand?.webName ?? '数字员工平台'}
        </Title>
        <Text size="lg" className={classes.blurb}>
          用数字员工制作营销短视频与语音播报，提供实时交互的数字人服务。
        </Text>
        {children}
      </Stack>
    </Stack>
  );
}
