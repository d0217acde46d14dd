import { Tabs } from '@mantine/core';
import { aiToolboxMessages } from '@portal/contracts';
import { AiUnavailableNotice } from './AiUnavailableNotice';
import { Fission } from './Fission';
import { StyleRewrite } from './StyleRewrite';
import { toolbox, useToolbox, type StyleTab } from './toolbox-store';
import './ai-toolbox.css';

/** The script tools (001 §2 AIStyle): style rewriting and script fission, one tab each. */
export function AiStyleView() {
  const { styleTab } = useToolbox();
  return (
    <>
      <AiUnavailableNotice />
      <Tabs value={styleTab} onChange={(v) => v && toolbox.setStyleTab(v as StyleTab)} keepMounted={false}>
        <Tabs.List mb="md" mt="md">
          <Tabs.Tab value="rewrite">{aiToolboxMessages.styleRewrite}</Tabs.Tab>
          <Tabs.Tab value="fission">{aiToolboxMessages.scriptFission}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rewrite">
          <StyleRewrite />
        </Tabs.Panel>
        <Tabs.Panel value="fission">
          <Fission />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
