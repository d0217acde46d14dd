import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { configOf, defaultPersona, personaOf } from '../../services/talk/persona';
import { canvasOf } from '../../services/talk/canvas';
import { companyTalkRow } from '../../services/talk/projects';
import { avatarOrThrow } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * Persona detail (ours: GET /talk/persona/detail): a project's persona and config, or the starting
 * persona of a digital employee (named after it) when only personaBizId is given.
 */
export async function personaDetailHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; personaBizId?: string | undefined };
}) {
  if (input.projectId !== undefined) {
    const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId);
    return {
      projectId: row.id,
      personaBizId: canvasOf(row).personaBizId ?? null,
      csPersonDesign: personaOf(row.persona),
      config: configOf(row.config),
    };
  }
  if (!input.personaBizId) throw DomainError.invalidInput(commonMessages.invalidInput);
  const avatar = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  return {
    projectId: null,
    personaBizId: avatar.personaBizId,
    csPersonDesign: defaultPersona(avatar.name),
    config: null,
  };
}
