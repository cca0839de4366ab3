// Maps a template's Tabler icon name (packages/agents templates) to its component.
import {
  IconCalendarEvent,
  IconDeviceGamepad2,
  IconFile,
  IconHeadset,
  IconHome,
  IconMailCheck,
  IconRobot,
  IconStethoscope,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS: Record<string, TablerIcon> = {
  headset: IconHeadset,
  home: IconHome,
  stethoscope: IconStethoscope,
  'mail-check': IconMailCheck,
  'calendar-event': IconCalendarEvent,
  file: IconFile,
  'device-gamepad-2': IconDeviceGamepad2,
};

export const templateIcon = (name: string): TablerIcon => ICONS[name] ?? IconRobot;
