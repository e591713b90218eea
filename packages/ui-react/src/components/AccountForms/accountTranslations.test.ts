import { ERROR_TRANSLATION_KEYS, VALIDATION_MESSAGES } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';

/** The parts of the account namespace whose messages the overlay's screens show. */
const OVERLAY_SECTIONS = ['login', 'registration', 'reset', 'login_device', 'validation', 'personal_details'];

describe('account overlay translations', () => {
  it("defines every key common's rules and error mappings can hand to the overlay's screens", async () => {
    const i18n = createI18n();
    await i18n.loadNamespaces('account');
    const keys = [...new Set([...ERROR_TRANSLATION_KEYS, ...Object.values(VALIDATION_MESSAGES)])].filter((key) =>
      OVERLAY_SECTIONS.some((section) => key.startsWith(`account:${section}.`)),
    );
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
