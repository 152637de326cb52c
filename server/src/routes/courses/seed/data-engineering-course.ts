import type { SeedCourse } from './curriculum-types.ts';
import { batchPipelinesModule } from './data-engineering/module-batch-pipelines.ts';
import { dataModellingModule } from './data-engineering/module-data-modelling.ts';
import { dataQualityModule } from './data-engineering/module-data-quality.ts';
import { orchestrationModule } from './data-engineering/module-orchestration.ts';
import { sqlForPipelinesModule } from './data-engineering/module-sql-for-pipelines.ts';
import { streamingModule } from './data-engineering/module-streaming.ts';
import { warehousesLakehousesModule } from './data-engineering/module-warehouses-lakehouses.ts';

export const dataEngineeringCourse: SeedCourse = {
  id: 'data-engineering',
  title: 'Data Engineering',
  description:
    'Build reliable data platforms: SQL for pipelines, dimensional modelling, batch and streaming pipelines, orchestration, data quality and modern storage.',
  displayOrder: 1,
  modules: [
    sqlForPipelinesModule,
    dataModellingModule,
    batchPipelinesModule,
    orchestrationModule,
    streamingModule,
    dataQualityModule,
    warehousesLakehousesModule,
  ],
};
