/** The channel the change-notification trigger (migration 20261123000000_change_notifications) announces committed changes on. */
export const CHANGES_CHANNEL = 'app_changes';
