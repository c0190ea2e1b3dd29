import type { ApplicationStatus, ApplyAction, CatalogKey, CourseCategory, SemesterFields } from '@dharma/config/rules';

export interface FamilyLevel {
  level: number;
  title: string | null;
  /** The code image the level shows when it is not its course code without the semester (courseImageKey). */
  imageCode?: string | null;
  period: string | null;
  volume: string | null;
  contents: string | null;
  credits: number | null;
}

/** A course family as editors publish it, levels in order. */
export interface Family {
  id: number;
  key: CatalogKey;
  name: string;
  category: CourseCategory;
  days: number;
  image: { url: string } | null;
  levels: FamilyLevel[];
}

export type SemesterRow = SemesterFields;

/** The semester applications are for now, and whether its window is open today. */
export interface TargetSemester {
  semester: SemesterRow;
  applicationOpen: boolean;
}

export type ApplicationKind = ApplyAction | 'required';

/** One stored application row: one course of one semester. */
export interface ApplicationRow {
  id: number;
  owner: number;
  semesterCode: string;
  category: CourseCategory;
  catalog: CatalogKey;
  level: number;
  courseCode: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  progress: number | string;
  amountDue: number;
  createdAt: string;
  learnerName?: string | null;
  amountPaid?: number | null;
  paidAt?: string | Date | null;
  approvedBy?: number | null;
  cancelledAt?: string | null;
  cancelReason?: string | null;
}

/** A course an application will store, after every rule said yes. */
export interface PlannedRow {
  category: CourseCategory;
  catalog: CatalogKey;
  level: number;
  courseCode: string;
  kind: ApplicationKind;
  amountDue: number;
}

/** A row as it is written: the plan plus who, when and the starting status. */
export interface NewApplicationRow extends PlannedRow {
  owner: number;
  learnerName: string | null;
  semesterCode: string;
  status: 'applied';
  progress: 0;
  createdAt: Date;
  updatedAt: Date;
}

/** A row a change adds: a new application's row, or one that takes over the paid status of the application it joins. */
export type ChangedApplicationRow =
  | NewApplicationRow
  | (Omit<NewApplicationRow, 'status'> & {
      status: 'approved';
      paidAt: string | Date | null;
      approvedBy: number | null;
      amountPaid: number;
    });

/** What a change does to the rows of a semester's application: courses kept stay as they are. */
export interface ApplicationChange {
  remove: number[];
  update: { id: number; data: { amountDue: number; amountPaid?: number; updatedAt: Date } }[];
  add: ChangedApplicationRow[];
}

export interface OfferingApplication {
  owner: number;
  courseName: string;
  startedAt: string;
  endedAt: string;
}
