/** The three widths a design is reviewed at: phone, tablet (the mobile breakpoint) and desktop. */
export const viewports = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

export function isViewportName(v: unknown): v is ViewportName {
  return v === 'phone' || v === 'tablet' || v === 'desktop';
}

/** The window size of a preset, in pixels. */
export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = viewports[name].styles;
  return { width: parseInt(width, 10), height: parseInt(height, 10) };
}

/**
 * Story fields that render a story at one of the widths: the toolbar's viewport is set for the
 * reviewer, and the canvas tells the visual and accessibility checks which window size to use.
 */
export function atWidth(name: ViewportName) {
  return { globals: { viewport: { value: name, isRotated: false } } };
}
