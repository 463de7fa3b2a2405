import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CourseHolesQuerySchema,
  CourseInfoSchema,
  CourseParamsSchema,
  CourseSearchSchema,
  TeeParamsSchema,
  TeeRatingsEditSchema,
  CourseUploadFieldsSchema,
  HoleEditSchema,
} from '../../contract/courses';
import { requireAccess, requireAdmin, requireUser } from '../auth/current-user';
import { HttpError, notFound, parseOr400 } from '../http/errors';
import { multipartRead } from '../http/multipart';
import { courseCsvMaxBytes } from './csv';
import type { CoursesService } from './service';

const HoleIdParams = z.object({ holeId: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

// The upload page's own titles (product §G5) are the messages; the hint says what to do.
const INVALID_FILE_TYPE = { message: 'Invalid File Type', hint: 'Please choose a .csv file.' };
const FILE_REQUIRED = { message: 'File Required', hint: 'Choose the course CSV file.' };
const NOT_MULTIPART = { message: FILE_REQUIRED.message, hint: 'Send the course as a multipart form with a csvFile field.' };
const TOO_LARGE = { message: 'The CSV file is larger than 1 MB.', hint: 'A course scorecard is a few kilobytes: check that you chose the right file.' };
const refusal = (status: number, { message, hint }: { message: string; hint: string }) => new HttpError(status, message, { hint });

/** Courses: reads and uploads for golfers with access, overwrites for the uploader and admins (issue 27), edits and deletes for admins (issue 5, product §G7). */
export const courseRoutes: FastifyPluginAsync<{ courses: CoursesService }> = async (app, { courses }) => {
  await app.register(multipart, { limits: { fileSize: courseCsvMaxBytes, files: 1, fields: 10, fieldSize: 1000 } });
  app.addHook('preHandler', requireAccess);

  app.get('/courses', async (request) => courses.names(parseOr400(CourseSearchSchema, request.query).q || undefined));

  app.get('/courses/:courseName/holes', async (request) => {
    const { courseName } = parseOr400(CourseParamsSchema, request.params);
    return courses.holes(courseName, parseOr400(CourseHolesQuerySchema, request.query).teeColor || undefined);
  });
  app.get('/courses/:courseName/holes/:teeColor', async (request) => {
    const { courseName, teeColor } = parseOr400(CourseParamsSchema, request.params);
    return courses.holes(courseName, teeColor);
  });

  app.post('/courses/upload', async (request) => {
    const { fields, csvText } = await readUpload(request);
    return courses.upload(requireUser(request), parseOr400(CourseUploadFieldsSchema, fields), csvText);
  });

  app.patch('/courses/holes/:holeId', { preHandler: requireAdmin }, async (request) => {
    const params = HoleIdParams.safeParse(request.params);
    if (!params.success) throw notFound('Hole not found');
    const { holeId } = params.data;
    return courses.holeEdit(holeId, parseOr400(HoleEditSchema, request.body));
  });

  app.put('/courses/:courseName/tees/:teeColor/ratings', { preHandler: requireAdmin }, async (request) => {
    const { courseName, teeColor } = parseOr400(TeeParamsSchema, request.params);
    return courses.teeRatingsEdit(courseName, teeColor, parseOr400(TeeRatingsEditSchema, request.body));
  });

  app.patch('/courses/:courseName', { preHandler: requireAdmin }, async (request) =>
    courses.updateInfo(parseOr400(CourseParamsSchema, request.params).courseName, parseOr400(CourseInfoSchema, request.body)),
  );

  app.delete('/courses/:courseName', { preHandler: requireAdmin }, async (request) =>
    courses.remove(parseOr400(CourseParamsSchema, request.params).courseName),
  );
};

/** Reads the multipart form: its text fields and the CSV file, refused unless it is a .csv of at most 1 MB. */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; csvText: string }> {
  const { fields, file } = await multipartRead(request, {
    fileField: 'csvFile',
    tooLarge: refusal(413, TOO_LARGE),
    notMultipart: refusal(400, NOT_MULTIPART),
    checkFilename: (filename) => {
      if (!/\.csv$/i.test(filename)) throw refusal(400, INVALID_FILE_TYPE);
    },
  });
  if (!file) throw refusal(400, FILE_REQUIRED);
  return { fields, csvText: file.content.toString('utf8') };
}
