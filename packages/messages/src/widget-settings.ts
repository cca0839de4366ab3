// Messages of the widget settings page (000 §8, R-WSP-4, R-WSP-9, R-WSP-10), quoted exactly (typos kept).
export const WIDGET_SETTINGS_MESSAGES = {
  /** R-WSP-4: Deploy Widget without a saved and published agent. */
  saveAndPublishFirst: 'Please save and publish first.',
  /** R-WSP-9 */
  notOwned: 'This widget does not exist.',
  /** R-WSP-10 (sic) */
  loaded: 'Widget data loaded succesfully',
  /** 000 §8 */
  copied: 'Copied to Clipboard',
} as const;
