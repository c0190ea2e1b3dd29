/**
 * Each plugin (and the app) declares in its `ports` the narrow interface it needs of another
 * plugin's service, and reaches it by name at run time: no plugin imports another. This file is
 * the one place that sees them all, and only at typecheck: every `Provides<Service, Port>` below
 * fails `npm run typecheck` when the service no longer has a method the port declares (renamed,
 * removed, or with other parameters or results). It is never built or run.
 */
import type { NoticesOutboxPort } from '@dharma/config/rules';
import type * as App from '../cms/src/ports';
import type * as FromEnrolment from './enrolment/server/src/ports';
import type { EnrolmentServices as Enrolment } from './enrolment/server/src/get-service';
import type { LibraryServices as Library } from './library/server/src/get-service';
import type { NoticesServices as Notices } from './notices/server/src/get-service';
import type * as FromNotices from './notices/server/src/ports';
import type * as FromRecords from './records/server/src/ports';
import type { RecordsServices as Records } from './records/server/src/get-service';
import type * as FromStudyroom from './studyroom/server/src/ports';
import type { StudyroomServices as Studyroom } from './studyroom/server/src/get-service';

/** Compiles only when the service has everything the port declares. */
type Provides<Service extends Port, Port> = [Service, Port];

export type PortsProvided = [
  Provides<Notices['outbox'], NoticesOutboxPort>,

  Provides<Records['audit'], FromEnrolment.RecordsAudit>,
  Provides<Records['accessLog'], FromEnrolment.RecordsAccessLog>,
  Provides<Notices['choices'], FromEnrolment.NoticesChoices>,

  Provides<Enrolment['applications'], FromStudyroom.EnrolmentApplications>,
  Provides<Enrolment['catalogue'], FromStudyroom.EnrolmentCatalogue>,
  Provides<Enrolment['membership'], FromStudyroom.EnrolmentMembership>,
  Provides<Records['accessLog'], FromStudyroom.RecordsAccessLog>,
  Provides<Records['audit'], FromStudyroom.RecordsAudit>,

  Provides<Studyroom['classes'], FromRecords.StudyroomClasses>,
  Provides<Enrolment['membership'], FromRecords.EnrolmentMembership>,
  Provides<Enrolment['applications'], FromRecords.EnrolmentApplications>,
  Provides<Enrolment['offerings'], FromRecords.EnrolmentOfferings>,
  Provides<Enrolment['depositors'], FromRecords.EnrolmentDepositors>,
  Provides<Enrolment['staff'], FromRecords.EnrolmentStaff>,
  Provides<Studyroom['office'], FromRecords.StudyroomOffice>,
  Provides<Notices['choices'], FromRecords.NoticesChoices>,
  Provides<Notices['personal'], FromRecords.NoticesPersonal>,

  Provides<Enrolment['applications'], FromNotices.EnrolmentApplications>,
  Provides<Enrolment['catalogue'], FromNotices.EnrolmentCatalogue>,
  Provides<Enrolment['membership'], FromNotices.EnrolmentMembership>,
  Provides<Records['audit'], FromNotices.RecordsAudit>,
  Provides<Records['accessLog'], FromNotices.RecordsAccessLog>,

  Provides<Studyroom['reminders'], FromNotices.StudyroomReminders>,

  Provides<Records['accessLog'], App.RecordsAccessLog>,
  Provides<Records['audit'], App.RecordsAudit>,
  Provides<Records['accessLog'], App.RecordsAccessLogPruning>,
  Provides<Records['mydata'], App.RecordsPersonalData>,
  Provides<Enrolment['applications'], App.EnrolmentApplications>,
  Provides<Enrolment['depositors'], App.EnrolmentDepositors>,
  Provides<Enrolment['unpaid'], App.EnrolmentUnpaid>,
  Provides<Enrolment['windowNotices'], App.EnrolmentWindowNotices>,
  Provides<Studyroom['termResults'], App.StudyroomTermResults>,
  Provides<Studyroom['panel'], App.StudyroomPanel>,
  Provides<Library['indexer'], App.LibraryIndexer>,
  Provides<Notices['reminders'], App.NoticesReminders>,
  Provides<Notices['sender'], App.NoticesSender>,
  Provides<Notices['outbox'], App.NoticesOutboxPruning>,
];
