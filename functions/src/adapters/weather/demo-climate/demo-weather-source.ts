import {
  AppError,
  datasetById,
  type DatasetDefinition,
  type DatasetId,
  epochDayOfIso,
  isoOfEpochDay,
} from '@almanac/core';
import type { CellSeries, DatasetMetadata, WeatherSource } from '../../../ports/weather.js';
import { DEMO_LATEST_DATE, demoDailyValues } from './demo-climate.js';

export function parseDayRange(firstDate: string, lastDate: string): { firstDay: number; lastDay: number } {
  const firstDay = epochDayOfIso(firstDate);
  const lastDay = epochDayOfIso(lastDate);
  if (lastDay < firstDay)
    throw new AppError('VALIDATION_ERROR', 'Start date must not be greater than the end date');
  return { firstDay, lastDay };
}

/** A dataset's definition by id or alias; an unknown id is a validation error. */
export function datasetOf(datasetId: string): DatasetDefinition {
  const dataset = datasetById(datasetId);
  if (!dataset) throw new AppError('VALIDATION_ERROR', `Unknown dataset: ${datasetId}`);
  return dataset;
}

export const demoMetadata = (datasetId: DatasetId): DatasetMetadata => ({
  datasetId: datasetOf(datasetId).id,
  origin: 'demo',
  firstDate: datasetOf(datasetId).firstDate,
  latestDate: DEMO_LATEST_DATE,
  ingestedCells: 0,
});

/** The demo climate as a `WeatherSource`: every cell of every dataset, labelled `demo`. */
export function createDemoWeatherSource(): WeatherSource {
  return {
    async dailySeries(datasetId, cells, firstDate, lastDate): Promise<CellSeries[]> {
      const dataset = datasetOf(datasetId);
      const { firstDay, lastDay } = parseDayRange(firstDate, lastDate);
      return cells.map((cell) => ({
        cell,
        series: {
          firstDate: isoOfEpochDay(firstDay),
          values: demoDailyValues(dataset, cell, firstDay, lastDay),
        },
        origin: 'demo',
      }));
    },
    async metadata(datasetId) {
      return demoMetadata(datasetId);
    },
  };
}
