/* A textured, lit, rotating cube with depth test, OpenGL ES 2 on EGL
 * surfaceless (examples/gl/glex.h):
 *
 *   softgpu gl -- ./gl_cube cube.png [WIDTH HEIGHT [FRAMES]]
 *
 * Each frame clears colour and depth, draws the cube (36 indices from
 * client memory, a 64x64 checker texture with linear filtering, per-pixel
 * diffuse and specular light from one directional light) at an angle that
 * grows with the frame, and waits for it (glFinish, as a swap would). The
 * PNG is the last frame; the line "fps: N" gives frames per second of the
 * loop, the first frame (shader compiles, uploads) left out when there are
 * more (bench/gl_cube.sh runs it at 640x480 on softgpu and on llvmpipe). Exit status 0 when every
 * call succeeded. */
#include <math.h>

#include "glex.h"

static const char *vs_src = "uniform mat4 mvp;\n"
                            "uniform mat3 nrm;\n"
                            "attribute vec3 pos;\n"
                            "attribute vec3 normal;\n"
                            "attribute vec2 uv;\n"
                            "varying vec3 v_n;\n"
                            "varying vec2 v_uv;\n"
                            "void main() {\n"
                            "  v_n = nrm * normal;\n"
                            "  v_uv = uv;\n"
                            "  gl_Position = mvp * vec4(pos, 1.0);\n"
                            "}\n";
static const char *fs_src =
        "precision mediump float;\n"
        "uniform sampler2D tex;\n"
        "uniform vec3 light;\n"
        "varying vec3 v_n;\n"
        "varying vec2 v_uv;\n"
        "void main() {\n"
        "  vec3 n = normalize(v_n);\n"
        "  float d = max(dot(n, light), 0.0);\n"
        "  vec3 h = normalize(light + vec3(0.0, 0.0, 1.0));\n"
        "  float s = pow(max(dot(n, h), 0.0), 16.0);\n"
        "  vec4 t = texture2D(tex, v_uv);\n"
        "  gl_FragColor = vec4(t.rgb * (0.25 + 0.75 * d) + vec3(0.5 * s), 1.0);\n"
        "}\n";

/* column-major 4x4: r = a * b */
static void mat_mul(float *r, const float *a, const float *b)
{
	float t[16];
	for (int c = 0; c < 4; c++)
		for (int i = 0; i < 4; i++) {
			float s = 0;
			for (int k = 0; k < 4; k++)
				s += a[k * 4 + i] * b[c * 4 + k];
			t[c * 4 + i] = s;
		}
	memcpy(r, t, sizeof(t));
}

int main(int argc, char **argv)
{
	const char *out = "cube.png";
	int w = 128, h = 128, frames = 1;
	glex_args(argc, argv, &out, &w, &h, &frames);
	struct glex g;
	if (glex_init(&g, "gl_cube", w, h, 1))
		return 1;
	static const char *const attrs[] = {"pos", "normal", "uv", NULL};
	GLuint prog = glex_program(&g, vs_src, fs_src, attrs);
	if (!prog)
		return glex_fail(&g, "glLinkProgram");

	/* six faces, four vertices each: position, normal, texture coordinate */
	GLfloat v[24 * 8];
	GLushort idx[36];
	static const float face_n[6][3] = {{1, 0, 0},  {-1, 0, 0}, {0, 1, 0},
	                                   {0, -1, 0}, {0, 0, 1},  {0, 0, -1}};
	for (int f = 0; f < 6; f++) {
		const float *n = face_n[f];
		/* two axes spanning the face */
		float u[3] = {n[1] != 0 || n[2] != 0 ? 1.0f : 0.0f, 0, n[0] != 0 ? 1.0f : 0.0f};
		float t[3] = {n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2],
		              n[0] * u[1] - n[1] * u[0]};
		for (int k = 0; k < 4; k++) {
			float a = (k == 1 || k == 2) ? 1.0f : -1.0f, b = k >= 2 ? 1.0f : -1.0f;
			GLfloat *p = v + (f * 4 + k) * 8;
			for (int i = 0; i < 3; i++) {
				p[i] = n[i] + a * u[i] + b * t[i];
				p[3 + i] = n[i];
			}
			p[6] = (a + 1) * 0.5f;
			p[7] = (b + 1) * 0.5f;
		}
		static const int q[6] = {0, 1, 2, 0, 2, 3};
		for (int i = 0; i < 6; i++)
			idx[f * 6 + i] = (GLushort)(f * 4 + q[i]);
	}

	/* 64x64 checker of 8-texel squares, warm and cool, with a gradient */
	enum { TS = 64 };
	static unsigned char texels[TS * TS * 4];
	for (int y = 0; y < TS; y++)
		for (int x = 0; x < TS; x++) {
			unsigned char *p = texels + (y * TS + x) * 4;
			int on = ((x >> 3) ^ (y >> 3)) & 1;
			p[0] = on ? 240 : (unsigned char)(40 + x * 2);
			p[1] = on ? (unsigned char)(120 + y) : 90;
			p[2] = on ? 40 : 220;
			p[3] = 255;
		}
	GLuint tex;
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, TS, TS, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);

	glUseProgram(prog);
	glUniform1i(glGetUniformLocation(prog, "tex"), 0);
	const float l[3] = {0.4f, 0.6f, 0.7f};
	float ll = sqrtf(l[0] * l[0] + l[1] * l[1] + l[2] * l[2]);
	glUniform3f(glGetUniformLocation(prog, "light"), l[0] / ll, l[1] / ll, l[2] / ll);
	GLint mvp_loc = glGetUniformLocation(prog, "mvp"),
	      nrm_loc = glGetUniformLocation(prog, "nrm");
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 8 * sizeof(GLfloat), v);
	glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, 8 * sizeof(GLfloat), v + 3);
	glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, 8 * sizeof(GLfloat), v + 6);
	for (int i = 0; i < 3; i++)
		glEnableVertexAttribArray(i);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	glEnable(GL_CULL_FACE);
	glClearColor(0.1f, 0.12f, 0.2f, 1.0f);

	/* projection: 45 degrees vertical, camera at z = 5 */
	float aspect = (float)w / (float)h, f = 1.0f / tanf(3.14159265f / 8), zn = 1, zf = 10;
	const float proj[16] = {f / aspect,
	                        0,
	                        0,
	                        0,
	                        0,
	                        f,
	                        0,
	                        0,
	                        0,
	                        0,
	                        (zf + zn) / (zn - zf),
	                        -1,
	                        0,
	                        0,
	                        2 * zf * zn / (zn - zf),
	                        0};
	double t0 = glex_now();
	for (int fr = 0; fr < frames; fr++) {
		/* the first frame compiles and uploads: time the rest */
		if (fr == 1)
			t0 = glex_now();
		float a = 0.6f + 0.05f * fr, b = 0.45f + 0.03f * fr;
		float ca = cosf(a), sa = sinf(a), cb = cosf(b), sb = sinf(b);
		/* rotation about y by a, then about x by b; translate to z = -5 */
		const float ry[16] = {ca, 0, -sa, 0, 0, 1, 0, 0, sa, 0, ca, 0, 0, 0, 0, 1};
		const float rx[16] = {1, 0, 0, 0, 0, cb, sb, 0, 0, -sb, cb, 0, 0, 0, 0, 1};
		const float tr[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -5, 1};
		float m[16], mvp[16];
		mat_mul(m, rx, ry);
		const float nrm[9] = {m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]};
		mat_mul(m, tr, m);
		mat_mul(mvp, proj, m);
		glUniformMatrix4fv(mvp_loc, 1, GL_FALSE, mvp);
		glUniformMatrix3fv(nrm_loc, 1, GL_FALSE, nrm);
		glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
		glDrawElements(GL_TRIANGLES, 36, GL_UNSIGNED_SHORT, idx);
		glFinish();
	}
	double dt = glex_now() - t0;
	int timed = frames > 1 ? frames - 1 : 1;
	printf("frames: %d\nfps: %.2f\n", frames, dt > 0 ? timed / dt : 0.0);
	if (glGetError() != GL_NO_ERROR)
		return glex_fail(&g, "drawing");
	int r = glex_write_png(&g, out);
	glex_fini(&g);
	return r ? glex_fail(&g, "writing the PNG") : 0;
}
