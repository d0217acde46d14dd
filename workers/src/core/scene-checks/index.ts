export {
  firstSceneCheckFailure,
  SCENE_CHECKS,
  type SceneCheckInput,
  type SceneCheckContext,
  type SceneCheckFailure,
} from './scene-checks';
export { sceneCheckMessages, type SceneCheckId } from './messages';
