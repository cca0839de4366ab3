// The New Agent drawer's templates (R-AGC-3, R-AGC-4). Names and prompts are ours; ids are the spec's.
import type { TAgentDoc, TAgentTemplateId } from '@parley/contract/agents';

export type TemplateTab = 'All Templates' | 'Customer Support' | 'Utility' | 'Entertainment';
export const TEMPLATE_TABS: TemplateTab[] = ['All Templates', 'Customer Support', 'Utility', 'Entertainment'];

export interface AgentTemplate {
  id: TAgentTemplateId;
  tab: Exclude<TemplateTab, 'All Templates'>;
  name: string;
  description: string;
  /** A Tabler icon name the dashboard maps to a component. */
  icon: string;
  agent: Partial<TAgentDoc>;
}

export const AGENT_TEMPLATES: AgentTemplate[] = [
  {
    id: 'customer-support',
    tab: 'Customer Support',
    name: 'Customer Support',
    description: 'Answers product questions from your knowledge base and hands over to your team.',
    icon: 'headset',
    agent: {
      systemPrompt:
        'You are a friendly customer support agent. Answer from the knowledge base, keep answers short, and offer a human when you cannot help.',
      initMessages: ['Hi! I can answer questions about our products and orders. What can I do for you?'],
    },
  },
  {
    id: 'real-estate-agent',
    tab: 'Customer Support',
    name: 'Real Estate Agent',
    description: 'Qualifies buyers and renters, answers listing questions and books viewings.',
    icon: 'home',
    agent: {
      systemPrompt:
        'You are a real-estate assistant. Ask about budget, location and timing, answer questions about listings, and offer to book a viewing.',
      initMessages: ['Hello! Are you looking to buy or rent? Tell me what you have in mind.'],
    },
  },
  {
    id: 'health-care-agent',
    tab: 'Customer Support',
    name: 'Health Care Agent',
    description: 'Answers practice questions and books appointments; never gives a diagnosis.',
    icon: 'stethoscope',
    agent: {
      systemPrompt:
        'You assist patients of a clinic with opening hours, services and appointments. Never diagnose; for emergencies tell them to call emergency services.',
      initMessages: ['Welcome to the clinic. How can I help you today?'],
    },
  },
  {
    id: 'confirm-email',
    tab: 'Utility',
    name: 'Confirm Email',
    description: "Collects and confirms a visitor's e-mail address.",
    icon: 'mail-check',
    agent: {
      systemPrompt: 'Ask the visitor for their e-mail address, repeat it back and ask them to confirm it.',
      initMessages: ['Hi! Could you share your e-mail address so we can keep you updated?'],
    },
  },
  {
    id: 'make-appointment',
    tab: 'Utility',
    name: 'Make Appointment',
    description: 'Finds a suitable time and collects the details needed to book it.',
    icon: 'calendar-event',
    agent: {
      systemPrompt:
        'Help the visitor book an appointment: ask for the purpose, preferred date and time, and contact details.',
      initMessages: ["Hi! Let's find a time for your appointment. What is it about?"],
    },
  },
  {
    id: 'blank-template',
    tab: 'Utility',
    name: 'Blank Template',
    description: 'Start from scratch with the default settings.',
    icon: 'file',
    agent: {},
  },
  {
    id: 'game-npc',
    tab: 'Entertainment',
    name: 'Game NPC',
    description: 'A character for your game or story that stays in role.',
    icon: 'device-gamepad-2',
    agent: {
      systemPrompt:
        'You are Bram, an innkeeper in a fantasy village. Stay in character, be warm and mysterious, and drop hints about a nearby quest.',
      initMessages: ['*wipes the counter* Welcome, traveller. What brings you to the Sleeping Fox?'],
    },
  },
];

export function templatesForTab(tab: TemplateTab): AgentTemplate[] {
  return tab === 'All Templates' ? AGENT_TEMPLATES : AGENT_TEMPLATES.filter((t) => t.tab === tab);
}

export function findTemplate(id: string): AgentTemplate | undefined {
  return AGENT_TEMPLATES.find((t) => t.id === id);
}
