import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CourseInfoSchema, CourseUploadFieldsSchema, HoleEditSchema } from '../../contract/courses';
import { requireAccess, requireAdmin } from '../auth/current-user';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr400 } from '../http/errors';
import { courseCsvMaxBytes } from './csv';
import { courseNames } from './repository';
import { courseHoleEdit, courseHolesOr404, courseRemove, courseUpdateInfo, courseUpload } from './service';

type CourseRoute = { Params: { courseName: string; teeColor?: string }; Querystring: { teeColor?: string; q?: string } };
const HoleIdParams = z.object({ holeId: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

// The upload page's own titles (spec 001 §5) are the messages; the hint says what to do.
const INVALID_FILE_TYPE = { message: 'Invalid File Type', hint: 'Please choose a .csv file.' };
const FILE_REQUIRED = { message: 'File Required', hint: 'Choose the course CSV file.' };

/** Courses: reads and uploads for golfers with access, edits and deletes for admins (issue 5, spec 001 §7). */
export const courseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  await app.register(multipart, { limits: { fileSize: courseCsvMaxBytes, files: 1, fields: 10, fieldSize: 1000 } });
  app.addHook('preHandler', requireAccess);

  app.get<CourseRoute>('/courses', async (request) => courseNames(db, request.query.q?.trim() || undefined));

  app.get<CourseRoute>('/courses/:courseName/holes', async (request) =>
    courseHolesOr404(db, request.params.courseName, request.query.teeColor?.trim() || undefined),
  );
  app.get<CourseRoute>('/courses/:courseName/holes/:teeColor', async (request) =>
    courseHolesOr404(db, request.params.courseName, request.params.teeColor),
  );

  app.post('/courses/upload', async (request) => {
    const { fields, csvText } = await readUpload(request);
    return courseUpload(db, parseOr400(CourseUploadFieldsSchema, fields), csvText);
  });

  app.patch('/courses/holes/:holeId', { preHandler: requireAdmin }, async (request) => {
    const params = HoleIdParams.safeParse(request.params);
    if (!params.success) throw notFound('Hole not found');
    const { holeId } = params.data;
    return courseHoleEdit(db, holeId, parseOr400(HoleEditSchema, request.body));
  });

  app.patch<CourseRoute>('/courses/:courseName', { preHandler: requireAdmin }, async (request) =>
    courseUpdateInfo(db, request.params.courseName, parseOr400(CourseInfoSchema, request.body)),
  );

  app.delete<CourseRoute>('/courses/:courseName', { preHandler: requireAdmin }, async (request) => courseRemove(db, request.params.courseName));
};

/** Reads the multipart form: its text fields and the CSV file, refused unless it is a .csv of at most 1 MB. */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; csvText: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(400, FILE_REQUIRED.message, { hint: 'Send the course as a multipart form with a csvFile field.' });
  }
  const fields: Record<string, string> = {};
  let csvText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      } else if (part.fieldname === 'csvFile') {
        if (!/\.csv$/i.test(part.filename)) throw new HttpError(400, INVALID_FILE_TYPE.message, { hint: INVALID_FILE_TYPE.hint });
        csvText = (await part.toBuffer()).toString('utf8');
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The CSV file is larger than 1 MB.', { hint: 'A course scorecard is a few kilobytes: check that you chose the right file.' });
    }
    throw error;
  }
  if (csvText === undefined) throw new HttpError(400, FILE_REQUIRED.message, { hint: FILE_REQUIRED.hint });
  return { fields, csvText };
}
