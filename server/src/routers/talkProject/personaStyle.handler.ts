import { PERSONA_STYLES } from '../../services/talk/persona';

export const personaStyleHandler = () => PERSONA_STYLES.map((s) => ({ ...s }));
