import { describe, expect, it } from 'vitest';
import { addRecentCourse, COURSE_SEARCH_LIMIT, parseRecentCourses, RECENT_COURSES_LIMIT, searchCourses } from './course-picker-logic';

describe('searchCourses', () => {
  const names = ['Grey Rock Golf Club', 'Pine Hollow Country Club', 'Rockport Links', 'Bedrock National'];

  it('matches a case-insensitive substring anywhere in the name, in list order', () => {
    expect(searchCourses(names, 'ROCK')).toEqual(['Grey Rock Golf Club', 'Rockport Links', 'Bedrock National']);
    expect(searchCourses(names, '  hollow ')).toEqual(['Pine Hollow Country Club']);
  });

  it('finds nothing for a blank query or a name that is not there', () => {
    expect(searchCourses(names, '')).toEqual([]);
    expect(searchCourses(names, '   ')).toEqual([]);
    expect(searchCourses(names, 'augusta')).toEqual([]);
  });

  it('returns at most 10 matches', () => {
    const many = Array.from({ length: 25 }, (_, i) => `Course ${i + 1}`);
    expect(COURSE_SEARCH_LIMIT).toBe(10);
    expect(searchCourses(many, 'course')).toEqual(many.slice(0, 10));
    expect(searchCourses(many, 'course', 3)).toHaveLength(3);
  });
});

describe('addRecentCourse', () => {
  it('puts the chosen course first and keeps the last 3', () => {
    expect(RECENT_COURSES_LIMIT).toBe(3);
    expect(addRecentCourse([], 'A')).toEqual(['A']);
    expect(addRecentCourse(['C', 'B', 'A'], 'D')).toEqual(['D', 'C', 'B']);
  });

  it('moves a course already in the list to the front instead of repeating it', () => {
    expect(addRecentCourse(['C', 'B', 'A'], 'A')).toEqual(['A', 'C', 'B']);
    expect(addRecentCourse(['A', 'B'], 'A')).toEqual(['A', 'B']);
  });
});

describe('parseRecentCourses', () => {
  it('reads a stored list', () => {
    expect(parseRecentCourses(JSON.stringify(['A', 'B']))).toEqual(['A', 'B']);
  });

  it('treats missing or malformed storage as empty and drops bad entries', () => {
    expect(parseRecentCourses(null)).toEqual([]);
    expect(parseRecentCourses('not json')).toEqual([]);
    expect(parseRecentCourses('{"a":1}')).toEqual([]);
    expect(parseRecentCourses(JSON.stringify(['A', 3, '', 'A', 'B', 'C', 'D']))).toEqual(['A', 'B', 'C']);
  });
});
