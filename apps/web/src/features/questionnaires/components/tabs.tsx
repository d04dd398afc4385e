import { Tabs as TabsPrimitive } from 'radix-ui';
import { withClassName } from './with-class-name.tsx';

/** Accessible tabs (arrow keys move between them), in the style of the app. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = withClassName(TabsPrimitive.List, 'flex flex-wrap gap-1 border-b border-border');

export const TabsTrigger = withClassName(
  TabsPrimitive.Trigger,
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground',
);

export const TabsContent = withClassName(TabsPrimitive.Content, 'pt-4 focus-visible:outline-none');
