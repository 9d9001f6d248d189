// The personal slide index per presentation, shared by the slide stage and the thumbnail bar.
import { create } from 'zustand';

interface SlidesState {
  readonly indexByPres: Readonly<Record<number, number>>;
  setIndex: (presId: number, index: number) => void;
}

export const useSlidesStore = create<SlidesState>((set) => ({
  indexByPres: {},
  setIndex: (presId, index) =>
    set((state) => ({ indexByPres: { ...state.indexByPres, [presId]: index } })),
}));
