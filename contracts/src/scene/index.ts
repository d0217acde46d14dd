export * from './element';
export * from './tts';
export * from './canvas-data';
export * from './studio-scene';
export * from './version';
export * from './defaults';
export * from './template-variables';
export * from './generation-estimate';
