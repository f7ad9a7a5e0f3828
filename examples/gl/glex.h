/* What the OpenGL examples share (examples/gl/, docs/drm.md): an OpenGL ES 2
 * context on EGL surfaceless (or whatever EGL_PLATFORM says), a framebuffer
 * object with a colour and a depth renderbuffer, shader compiling, reading
 * the pixels back and writing a PNG, and a clock for frames per second.
 *
 * The same program runs on softgpu's r520 through the DRM shim (`softgpu gl
 * -- PROGRAM`) and on Mesa's llvmpipe (run it without the shim), so the two
 * images can be compared (drm/tests/gl_compare.sh).
 *
 * A header of static functions so each example stays one file. */
#ifndef GLEX_H
#define GLEX_H

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct glex {
	const char *name;
	EGLDisplay dpy;
	EGLContext ctx;
	GLuint fb, color, depth;
	int w, h;
};

static inline int glex_fail(const struct glex *g, const char *what)
{
	fprintf(stderr, "%s: %s failed (EGL 0x%x, GL 0x%x)\n", g->name, what, eglGetError(),
	        glGetError());
	return 1;
}

/* An ES 2 context made current without a surface, and an FBO of w x h
 * (RGBA8 colour, 16-bit depth when depth is set) bound. Prints the GL
 * strings. Returns 0 or 1 (after a message). */
static inline int glex_init(struct glex *g, const char *name, int w, int h, int depth)
{
	memset(g, 0, sizeof(*g));
	g->name = name;
	g->w = w;
	g->h = h;
	g->dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	EGLint major, minor;
	if (g->dpy == EGL_NO_DISPLAY || !eglInitialize(g->dpy, &major, &minor))
		return glex_fail(g, "eglInitialize");
	if (!eglBindAPI(EGL_OPENGL_ES_API))
		return glex_fail(g, "eglBindAPI");
	static const EGLint cfg_attr[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_NONE};
	EGLConfig cfg = NULL;
	EGLint n = 0;
	eglChooseConfig(g->dpy, cfg_attr, &cfg, 1, &n);
	static const EGLint ctx_attr[] = {EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE};
	/* surfaceless: EGL_KHR_no_config_context lets cfg be NULL */
	g->ctx = eglCreateContext(g->dpy, n ? cfg : (EGLConfig)0, EGL_NO_CONTEXT, ctx_attr);
	if (g->ctx == EGL_NO_CONTEXT)
		return glex_fail(g, "eglCreateContext");
	if (!eglMakeCurrent(g->dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, g->ctx))
		return glex_fail(g, "eglMakeCurrent");
	printf("GL_VENDOR: %s\nGL_RENDERER: %s\nGL_VERSION: %s\n", glGetString(GL_VENDOR),
	       glGetString(GL_RENDERER), glGetString(GL_VERSION));

	glGenFramebuffers(1, &g->fb);
	glBindFramebuffer(GL_FRAMEBUFFER, g->fb);
	glGenRenderbuffers(1, &g->color);
	glBindRenderbuffer(GL_RENDERBUFFER, g->color);
	glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8_OES, w, h);
	glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, g->color);
	if (depth) {
		glGenRenderbuffers(1, &g->depth);
		glBindRenderbuffer(GL_RENDERBUFFER, g->depth);
		glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT16, w, h);
		glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER,
		                          g->depth);
	}
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
		return glex_fail(g, "glCheckFramebufferStatus");
	glViewport(0, 0, w, h);
	return 0;
}

static inline GLuint glex_shader(const struct glex *g, GLenum type, const char *src)
{
	GLuint s = glCreateShader(type);
	glShaderSource(s, 1, &src, NULL);
	glCompileShader(s);
	GLint ok = 0;
	glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		char log[1024];
		glGetShaderInfoLog(s, sizeof(log), NULL, log);
		fprintf(stderr, "%s: shader: %s\n", g->name, log);
		return 0;
	}
	return s;
}

/* A linked program; attrs[i] is bound to location i (NULL-terminated). */
static inline GLuint glex_program(const struct glex *g, const char *vs_src, const char *fs_src,
                                  const char *const *attrs)
{
	GLuint vs = glex_shader(g, GL_VERTEX_SHADER, vs_src);
	GLuint fs = glex_shader(g, GL_FRAGMENT_SHADER, fs_src);
	if (!vs || !fs)
		return 0;
	GLuint p = glCreateProgram();
	glAttachShader(p, vs);
	glAttachShader(p, fs);
	for (GLuint i = 0; attrs && attrs[i]; i++)
		glBindAttribLocation(p, i, attrs[i]);
	glLinkProgram(p);
	GLint ok = 0;
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	if (!ok) {
		char log[1024];
		glGetProgramInfoLog(p, sizeof(log), NULL, log);
		fprintf(stderr, "%s: link: %s\n", g->name, log);
		return 0;
	}
	return p;
}

/* Reads the FBO back and writes it as an RGBA PNG, top row first. */
static inline int glex_write_png(const struct glex *g, const char *path)
{
	unsigned char *px = calloc((size_t)g->w * g->h, 4);
	if (!px)
		return 1;
	glReadPixels(0, 0, g->w, g->h, GL_RGBA, GL_UNSIGNED_BYTE, px);
	if (glGetError() != GL_NO_ERROR) {
		free(px);
		return glex_fail(g, "glReadPixels");
	}
	FILE *f = fopen(path, "wb");
	if (!f) {
		free(px);
		perror(path);
		return 1;
	}
	png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	png_infop info = png ? png_create_info_struct(png) : NULL;
	if (!png || !info || setjmp(png_jmpbuf(png))) {
		png_destroy_write_struct(&png, &info);
		fclose(f);
		free(px);
		return 1;
	}
	png_init_io(png, f);
	png_set_IHDR(png, info, g->w, g->h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
	             PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	png_write_info(png, info);
	/* GL rows are bottom-up */
	for (int y = g->h - 1; y >= 0; y--)
		png_write_row(png, (png_const_bytep)(px + (size_t)y * g->w * 4));
	png_write_end(png, NULL);
	png_destroy_write_struct(&png, &info);
	free(px);
	return fclose(f) != 0;
}

static inline void glex_fini(struct glex *g)
{
	eglMakeCurrent(g->dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(g->dpy, g->ctx);
	eglTerminate(g->dpy);
}

static inline double glex_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The examples' command line: OUT.png [WIDTH HEIGHT [FRAMES]]. */
static inline void glex_args(int argc, char **argv, const char **out, int *w, int *h, int *frames)
{
	if (argc > 1)
		*out = argv[1];
	if (argc > 3) {
		*w = atoi(argv[2]);
		*h = atoi(argv[3]);
	}
	if (argc > 4)
		*frames = atoi(argv[4]);
	if (*w < 1 || *w > 4096)
		*w = 128;
	if (*h < 1 || *h > 4096)
		*h = 128;
	if (*frames < 1)
		*frames = 1;
}

#endif
