/** The few line icons the shell needs (no icon library is bundled); decorative, so aria-hidden. */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const BookIcon = () => (
  <svg {...base}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </svg>
);
export const CodeIcon = () => (
  <svg {...base}>
    <polyline points="16 18 22 12 16 6" />
    <polyline points="8 6 2 12 8 18" />
  </svg>
);
export const ChevronLeftIcon = () => (
  <svg {...base}>
    <polyline points="15 18 9 12 15 6" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...base}>
    <polyline points="9 18 15 12 9 6" />
  </svg>
);
export const UsersIcon = () => (
  <svg {...base}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </svg>
);
export const CheckIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <polyline points="20 6 9 17 4 12" />
  </svg>
);
export const PlayIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size} fill="currentColor">
    <polygon points="7 4 20 12 7 20 7 4" />
  </svg>
);
export const StopIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size} fill="currentColor">
    <rect x="6" y="6" width="12" height="12" rx="1" />
  </svg>
);
export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <polyline points="6 9 12 15 18 9" />
  </svg>
);
