/* A coloured triangle with OpenGL ES 2 on EGL surfaceless: clear, draw
 * into a framebuffer object, read the pixels back, write a PNG. Run it on
 * softgpu's r520 through the DRM shim (docs/drm.md):
 *
 *   LD_PRELOAD=libsoftgpu-drm.so EGL_PLATFORM=surfaceless \
 *   MESA_LOADER_DRIVER_OVERRIDE=r300 ./gl_triangle out.png
 *
 * Prints the GL renderer and three pixels (the bottom-left and top-left
 * corners, which are the clear colour, and one near the red vertex); exit status 0
 * when every call succeeded, 1 otherwise. */
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 128
#define H 128

static const char *vs_src = "attribute vec2 pos;\n"
                            "attribute vec3 col;\n"
                            "varying vec3 v_col;\n"
                            "void main() {\n"
                            "  v_col = col;\n"
                            "  gl_Position = vec4(pos, 0.0, 1.0);\n"
                            "}\n";
static const char *fs_src = "precision mediump float;\n"
                            "varying vec3 v_col;\n"
                            "void main() { gl_FragColor = vec4(v_col, 1.0); }\n";

static int fail(const char *what)
{
	fprintf(stderr, "gl_triangle: %s failed (EGL 0x%x, GL 0x%x)\n", what, eglGetError(),
	        glGetError());
	return 1;
}

static GLuint shader(GLenum type, const char *src)
{
	GLuint s = glCreateShader(type);
	glShaderSource(s, 1, &src, NULL);
	glCompileShader(s);
	GLint ok = 0;
	glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		char log[512];
		glGetShaderInfoLog(s, sizeof(log), NULL, log);
		fprintf(stderr, "gl_triangle: shader: %s\n", log);
		return 0;
	}
	return s;
}

static int write_png(const char *path, const unsigned char *rgba)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return 1;
	png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	png_infop info = png ? png_create_info_struct(png) : NULL;
	if (!png || !info || setjmp(png_jmpbuf(png))) {
		png_destroy_write_struct(&png, &info);
		fclose(f);
		return 1;
	}
	png_init_io(png, f);
	png_set_IHDR(png, info, W, H, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
	             PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	png_write_info(png, info);
	/* GL rows are bottom-up */
	for (int y = H - 1; y >= 0; y--)
		png_write_row(png, (png_const_bytep)(rgba + (size_t)y * W * 4));
	png_write_end(png, NULL);
	png_destroy_write_struct(&png, &info);
	return fclose(f) != 0;
}

int main(int argc, char **argv)
{
	const char *out = argc > 1 ? argv[1] : "triangle.png";
	EGLDisplay dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	EGLint major, minor;
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, &major, &minor))
		return fail("eglInitialize");
	if (!eglBindAPI(EGL_OPENGL_ES_API))
		return fail("eglBindAPI");
	static const EGLint cfg_attr[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_NONE};
	EGLConfig cfg = NULL;
	EGLint n = 0;
	eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n);
	static const EGLint ctx_attr[] = {EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE};
	/* surfaceless: EGL_KHR_no_config_context lets cfg be NULL */
	EGLContext ctx = eglCreateContext(dpy, n ? cfg : (EGLConfig)0, EGL_NO_CONTEXT, ctx_attr);
	if (ctx == EGL_NO_CONTEXT)
		return fail("eglCreateContext");
	if (!eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, ctx))
		return fail("eglMakeCurrent");
	printf("GL_VENDOR: %s\nGL_RENDERER: %s\nGL_VERSION: %s\n", glGetString(GL_VENDOR),
	       glGetString(GL_RENDERER), glGetString(GL_VERSION));

	GLuint fb, rb;
	glGenFramebuffers(1, &fb);
	glBindFramebuffer(GL_FRAMEBUFFER, fb);
	glGenRenderbuffers(1, &rb);
	glBindRenderbuffer(GL_RENDERBUFFER, rb);
	glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8_OES, W, H);
	glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, rb);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
		return fail("glCheckFramebufferStatus");

	GLuint vs = shader(GL_VERTEX_SHADER, vs_src), fs = shader(GL_FRAGMENT_SHADER, fs_src);
	if (!vs || !fs)
		return fail("glCompileShader");
	GLuint prog = glCreateProgram();
	glAttachShader(prog, vs);
	glAttachShader(prog, fs);
	glBindAttribLocation(prog, 0, "pos");
	glBindAttribLocation(prog, 1, "col");
	glLinkProgram(prog);
	GLint ok = 0;
	glGetProgramiv(prog, GL_LINK_STATUS, &ok);
	if (!ok)
		return fail("glLinkProgram");

	static const GLfloat pos[] = {-0.8f, -0.8f, 0.8f, -0.8f, 0.0f, 0.8f};
	static const GLfloat col[] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
	glViewport(0, 0, W, H);
	glClearColor(0.25f, 0.25f, 0.5f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glUseProgram(prog);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, pos);
	glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, 0, col);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 3);

	unsigned char *px = calloc(W * H, 4);
	if (!px)
		return 1;
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, px);
	GLenum err = glGetError();
	if (err != GL_NO_ERROR)
		return fail("glReadPixels");
	/* GL rows are bottom-up: the two corners on the left, and a pixel of
	 * the triangle near its red vertex (NDC -0.6, -0.7) */
	const unsigned char *k = px, *t = px + (size_t)(H - 1) * W * 4;
	const unsigned char *c = px + ((size_t)(H * 15 / 100) * W + W * 20 / 100) * 4;
	printf("corner: %02x%02x%02x%02x\ntop: %02x%02x%02x%02x\nred: %02x%02x%02x%02x\n", k[0],
	       k[1], k[2], k[3], t[0], t[1], t[2], t[3], c[0], c[1], c[2], c[3]);
	int r = write_png(out, px);
	free(px);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglTerminate(dpy);
	return r ? fail("writing the PNG") : 0;
}
