/** Where a class and its days live on the site: the class's name in paths is its course code. */
export const classHref = (courseName: string) => `/studyroom/courses/${courseName}`;
export const dayHref = (courseName: string, day: number) => `/studyroom/courses/${courseName}/${day}`;
