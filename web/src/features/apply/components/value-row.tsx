import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One label and its value, right-aligned: the rows of the apply pages' summaries and cards. */
export function ValueRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-end" fontWeight="medium" textAlign="end">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
