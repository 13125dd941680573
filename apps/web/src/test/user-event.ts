import base from '@testing-library/user-event';

type Instance = ReturnType<typeof base.setup>;
type SetupOptions = NonNullable<Parameters<typeof base.setup>[0]>;

/** Text with none of user-event's `{key}` or `[key]` descriptors. */
const isPlainText = (text: string) => !/[{[]/.test(text);

/**
 * user-event as the component tests use it. Typing plain text into a field clicks the field and pastes the text: one
 * input event, as when a person pastes or the browser autofills, instead of one render of the whole form per
 * character — a form of twenty fields under happy-dom took half a second a key, most of the web tests' time. Text
 * with key descriptors (`{Enter}`) is still typed key by key, and no step waits for a timer (`delay: null`).
 */
function quick(user: Instance): Instance {
  return {
    ...user,
    async type(element, text, options) {
      if (options || !isPlainText(text)) return user.type(element, text, options);
      await user.click(element);
      await user.paste(text);
    },
  };
}

export const userEvent = {
  setup: (options: SetupOptions = {}) => quick(base.setup({ delay: null, ...options })),
  click: (...args: Parameters<Instance['click']>) => quick(base.setup({ delay: null })).click(...args),
  clear: (...args: Parameters<Instance['clear']>) => quick(base.setup({ delay: null })).clear(...args),
  keyboard: (...args: Parameters<Instance['keyboard']>) => quick(base.setup({ delay: null })).keyboard(...args),
  tab: (...args: Parameters<Instance['tab']>) => quick(base.setup({ delay: null })).tab(...args),
  type: (...args: Parameters<Instance['type']>) => quick(base.setup({ delay: null })).type(...args),
};
