import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkFile, layerOf } from './check-imports.mjs';

describe('import rules', () => {
  it('knows the layers', () => {
    expect(layerOf('src/features/rpa/List.tsx')).toEqual({ layer: 'features', feature: 'rpa' });
    expect(layerOf('src/core/model/rpa.ts')).toEqual({ layer: 'core' });
    expect(layerOf('relay/server.ts')).toEqual({ layer: 'relay' });
  });

  it('refuses a feature importing another feature', () => {
    expect(checkFile('src/features/rpa/List.tsx', "import { X } from '../courses/CourseCard';")).toHaveLength(
      1,
    );
    expect(checkFile('src/features/rpa/List.tsx', "import { X } from './Card';")).toEqual([]);
  });

  it('refuses core importing React, Dexie or a Yjs provider, and data importing features', () => {
    expect(checkFile('src/core/a.ts', "import React from 'react';")).toHaveLength(1);
    expect(checkFile('src/core/a.ts', "import Dexie from 'dexie';")).toHaveLength(1);
    expect(checkFile('src/core/a.ts', "import { WebsocketProvider } from 'y-websocket';")).toHaveLength(1);
    expect(checkFile('src/core/a.ts', "import { z } from 'zod';")).toEqual([]);
    expect(checkFile('src/data/a.ts', "import { x } from '../features/rpa';")).toHaveLength(1);
  });

  it('refuses anything importing app, and lets app import features', () => {
    expect(checkFile('src/features/rpa/a.tsx', "import { router } from '../../app/router';")).toHaveLength(1);
    expect(checkFile('src/app/routes.tsx', "const m = () => import('../features/rpa');")).toEqual([]);
    expect(checkFile('relay/server.ts', "import { x } from '../src/data/store';")).toHaveLength(1);
    expect(checkFile('relay/server.ts', "import { x } from '../src/core/syllabus';")).toEqual([]);
  });
});
