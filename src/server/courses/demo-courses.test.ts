import { describe, expect, it } from 'vitest';
import { teesByTotalYardage } from '../../golf';
import { demoCourseRows, demoCourses } from './demo-courses';

describe('demo courses (issue 5)', () => {
  it.each(demoCourses.map((course) => ({ name: course.courseName, course })))('$name is a complete, valid course', ({ course }) => {
    expect(course.pars).toHaveLength(18);
    expect([...course.strokeIndexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(Object.keys(course.tees).length).toBeGreaterThanOrEqual(3);
    for (const yardages of Object.values(course.tees)) {
      expect(yardages).toHaveLength(18);
      yardages.forEach((yardage, i) => {
        expect(yardage).toBeGreaterThanOrEqual(50);
        expect(yardage).toBeLessThanOrEqual(700);
        // Realistic: par 3s are short, par 5s long.
        if (course.pars[i] === 3) expect(yardage).toBeLessThan(260);
        if (course.pars[i] === 5) expect(yardage).toBeGreaterThan(400);
      });
    }
    expect(course.pars.reduce((sum, par) => sum + par, 0)).toBe(72);
  });

  it('offers the create form defaults: Grey Rock Golf Club with a Blue tee', () => {
    const greyRock = demoCourses.find((c) => c.courseName === 'Grey Rock Golf Club');
    expect(greyRock?.tees.Blue).toBeDefined();
  });

  it('orders tees longest first', () => {
    const rows = demoCourseRows(demoCourses[0]!);
    expect(teesByTotalYardage(rows).map((t) => t.teeColor)).toEqual(['Black', 'Blue', 'White', 'Red']);
  });
});
