/**
 * Accounts: registration (multipart, with the profile picture as a file), login, the member's own
 * profile and its edits, other members' profiles, and people search.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { hashPassword, verifyPasswordOf } from '../auth/password.js';
import { passwordProblem } from '../auth/passwordPolicy.js';
import { badRequest, notFound, tooManyAttempts, unauthorized } from '../http/errors.js';
import { answers, BearerAuth, IdParam } from '../http/schemas.js';
import { MemberSummary, Profile, Tokens } from '../users/schemas.js';
import { perAddressAndEmail } from '../limits/requestLimits.js';
import { storePicture } from '../media/pictures.js';
import { normalizeEmail } from '../users/email.js';
import { findMembers } from '../users/members.js';
import { assertProfileReferences, saveProfile, type ProfileChanges } from '../users/profileEdits.js';
import { ownProfileJson, profileJson, userByEmail } from '../users/profile.js';
import { assertBirthDate, socialLink } from '../users/profileRules.js';
import { assertUnique, createMember } from '../users/registration.js';
import { currentlyReadingBookId } from '../reading/shelves.js';
import { setProfileReading } from '../reading/shelving.js';
import { nepalDate } from '../rentals/dates.js';

const Answer = Type.Object({ success: Type.Literal(true), data: Profile });
const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Profile });

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Picture = Type.Any({
  description: 'JPEG or PNG file, at most 5 MB and 50 megapixels; stored re-encoded, without its metadata',
});

const RegisterBody = Type.Object({
  first_name: Name,
  last_name: Name,
  username: Type.String({ minLength: 1, maxLength: 150, pattern: '^[\\p{L}\\p{N}_.@+-]+$' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  date_of_birth: Type.String({ format: 'date' }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  bio: Type.Optional(Type.String({ maxLength: 500 })),
  has_accepted_terms: Type.Boolean(),
  has_accepted_rental_policy: Type.Boolean(),
  terms_acceptance_date: Type.Optional(Type.String({ format: 'date-time' })),
  profile_picture: Type.Optional(Picture),
});

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});

const ProfilePatch = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  date_of_birth: Type.Optional(Type.String({ format: 'date' })),
  bio: Type.Optional(Type.String({ maxLength: 500 })),
  status: Type.Optional(Type.String({ maxLength: 150 })),
  github: Type.Optional(Type.String({ maxLength: 200 })),
  linkedin: Type.Optional(Type.String({ maxLength: 200 })),
  instagram: Type.Optional(Type.String({ maxLength: 200 })),
  currently_reading: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  favorite_genre_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      maxItems: 50,
      uniqueItems: true,
      description: 'Replaces the favourite genres',
    }),
  ),
  profile_picture: Type.Optional(Picture),
});

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, tokens, uploadsDir } = app.deps;
  const throttle = app.limits.login;
  const signUpLimit = perAddressAndEmail(app, 'signUp', (request) =>
    String((request.body as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );
  const issueToken = (u: { id: number; tokenVersion: number }) =>
    tokens.issue({ userId: u.id, version: u.tokenVersion });

  app.post(
    '/users/register/',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (multipart form, or JSON without a picture)',
        consumes: ['multipart/form-data', 'application/json'],
        body: RegisterBody,
        response: answers({ 201: Changed }),
      },
      preHandler: signUpLimit,
    },
    async (request, reply) => {
      const b = request.body;
      if (!b.has_accepted_terms || !b.has_accepted_rental_policy) {
        throw badRequest('Please accept both Terms of Service and Rental Policy');
      }
      assertBirthDate(b.date_of_birth);
      const email = normalizeEmail(b.email);
      const weak = passwordProblem(b.password, { email, username: b.username });
      if (weak) throw badRequest(weak);
      await assertUnique(db, b.username, email);
      const picture =
        b.profile_picture === undefined || b.profile_picture === ''
          ? null
          : await storePicture(uploadsDir, b.profile_picture);
      const id = await createMember(db, {
        username: b.username,
        email,
        passwordHash: await hashPassword(b.password),
        firstName: b.first_name.trim(),
        lastName: b.last_name.trim(),
        dateOfBirth: b.date_of_birth,
        bio: b.bio,
        profilePicture: picture,
        termsAcceptanceDate: b.terms_acceptance_date ? new Date(b.terms_acceptance_date) : undefined,
      });
      return reply.status(201).send({
        success: true as const,
        message: 'User registered successfully',
        data: await ownProfileJson(db, config.publicUrl, id),
      });
    },
  );

  app.post(
    '/users/login/',
    {
      schema: {
        tags: ['users'],
        summary:
          'Sign in; returns data.tokens.access and data.user (wrong passwords are limited: limits/loginThrottle.ts)',
        body: LoginBody,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Type.Object({ tokens: Tokens, user: Profile }),
          }),
        }),
      },
    },
    async (request, reply) => {
      // The limits count exactly the email the lookup uses.
      const email = normalizeEmail(request.body.email);
      const wait = await throttle.begin(request.clientAddress, email);
      if (wait > 0) {
        reply.header('retry-after', Math.ceil(wait / 1000));
        throw tooManyAttempts(wait);
      }
      const user = await userByEmail(db, email);
      if (!(await verifyPasswordOf(request.body.password, user)) || !user) {
        throw unauthorized('Invalid email or password');
      }
      await throttle.succeeded(request.clientAddress, email);
      return {
        success: true as const,
        message: 'Login successful',
        data: {
          tokens: { access: await issueToken(user) },
          user: await ownProfileJson(db, config.publicUrl, user.id),
        },
      };
    },
  );

  app.get(
    '/users/profile/',
    {
      config: { auth: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in member',
        security: BearerAuth,
        response: answers({ 200: Answer }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await ownProfileJson(db, config.publicUrl, memberId(request)),
    }),
  );

  app.patch(
    '/users/profile/',
    {
      config: { auth: true },
      schema: {
        tags: ['users'],
        summary: 'Edit the signed-in member (bio, status, links, currently reading, picture)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfilePatch,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const id = memberId(request);
      const b = request.body;
      // Everything is checked before anything is written: a refused edit changes nothing.
      if (b.date_of_birth !== undefined) assertBirthDate(b.date_of_birth);
      const links = {
        ...(b.github !== undefined && { github: socialLink('github', b.github) }),
        ...(b.linkedin !== undefined && { linkedin: socialLink('linkedin', b.linkedin) }),
        ...(b.instagram !== undefined && { instagram: socialLink('instagram', b.instagram) }),
      };
      await assertProfileReferences(db, {
        currentlyReading: b.currently_reading,
        favoriteGenreIds: b.favorite_genre_ids,
      });
      // Stored last of the checks: its bytes are checked before the file is written.
      const picture = b.profile_picture === undefined ? undefined : await storePicture(uploadsDir, b.profile_picture);
      const changes: ProfileChanges = {
        ...(b.first_name !== undefined && { firstName: b.first_name.trim() }),
        ...(b.last_name !== undefined && { lastName: b.last_name.trim() }),
        ...(b.date_of_birth !== undefined && { dateOfBirth: b.date_of_birth }),
        ...(b.bio !== undefined && { bio: b.bio }),
        ...(b.status !== undefined && { status: b.status, statusUpdatedAt: new Date() }),
        ...links,
        ...(picture !== undefined && { profilePicture: picture }),
      };
      await saveProfile(db, id, changes, b.favorite_genre_ids);
      // The profile's currently-reading book is the latest on the Currently Reading shelf.
      if (b.currently_reading !== undefined) {
        const now = app.clock();
        const shown = b.currently_reading === null ? await currentlyReadingBookId(db, id) : null;
        await setProfileReading(db, id, b.currently_reading, shown, now, nepalDate(now));
      }
      return {
        success: true as const,
        message: 'Profile updated successfully',
        data: await ownProfileJson(db, config.publicUrl, id),
      };
    },
  );

  app.get(
    '/users/search',
    {
      config: { auth: true },
      schema: {
        tags: ['users'],
        summary: 'Find members by username or name',
        querystring: Type.Object({ query: Type.String({ maxLength: 100 }) }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ status: Type.Literal('success'), results: Type.Array(MemberSummary) }),
        }),
      },
    },
    async (request) => {
      const text = request.query.query.trim();
      if (!text) return { status: 'success' as const, results: [] };
      return { status: 'success' as const, results: await findMembers(db, config.publicUrl, memberId(request), text) };
    },
  );

  app.get(
    '/users/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['users'],
        summary: "A member's profile, with interests shared with the caller",
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Answer }),
      },
    },
    async (request) => {
      const profile = await profileJson(db, config.publicUrl, request.params.id, memberId(request));
      if (!profile) throw notFound('User not found');
      return { success: true as const, data: profile };
    },
  );
};
