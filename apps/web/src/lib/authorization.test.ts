import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requirePermission } from './authorization.ts';
import { notifyGuard } from './toast.ts';

vi.mock('./toast.ts', () => ({ notifyGuard: vi.fn() }));

function runGuard(roles: string[], preload = false): unknown {
  try {
    requirePermission('user:read')({ context: { user: { roles, permissions: [] } }, preload });
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe('requirePermission (SPEC §6 "Missing permission")', () => {
  beforeEach(() => vi.mocked(notifyGuard).mockClear());

  it('lets a user with the permission through', () => {
    expect(runGuard(['DIRECTOR'])).toBeNull();
    expect(notifyGuard).not.toHaveBeenCalled();
  });

  it('sends a user without it home with the French toast', () => {
    const thrown = runGuard(['COLLABORATOR']);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/');
    expect(notifyGuard).toHaveBeenCalledWith("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
  });

  it('redirects silently during a hover preload', () => {
    expect(isRedirect(runGuard(['COLLABORATOR'], true))).toBe(true);
    expect(notifyGuard).not.toHaveBeenCalled();
  });
});
